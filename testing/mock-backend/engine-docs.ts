/** Small hand-made product documents in the Magento-in-ES shape (wire-reference §5), for the example tests. */
export const products = [
  {
    id: 1201, sku: 'DRS-01', name: 'Zwarte jurk', type_id: 'configurable', status: 1, visibility: 4, category_ids: [21],
    color_options: [49, 52], final_price: 59.95, price: 79.95, created_at: '2026-03-01 10:00:00',
    category: [{ category_id: 21, name: 'Jurken', position: 1 }], stock: { is_in_stock: true, qty: 0 },
    configurable_children: [
      { id: 1202, sku: 'DRS-01-BLK-M', color: 49, size: 168, final_price: 59.95, stock: { is_in_stock: true, qty: 3 } },
      { id: 1203, sku: 'DRS-01-RED-M', color: 52, size: 168, final_price: 59.95, stock: { is_in_stock: false, qty: 0 } },
    ],
  },
  {
    id: 1301, sku: 'DRS-02', name: 'Rode jurk met print', type_id: 'simple', status: 1, visibility: 4, category_ids: [21],
    color: 52, final_price: 89, price: 89, created_at: '2026-05-10 08:30:00',
    category: [{ category_id: 21, name: 'Jurken', position: 2 }], stock: { is_in_stock: true, qty: 4 },
  },
  {
    id: 1401, sku: 'TSH-01', name: 'T-shirt wit', type_id: 'simple', status: 1, visibility: 2, category_ids: [22],
    color: '49', final_price: 19.95, price: 19.95, created_at: '2026-01-15T12:00:00Z',
    category: [{ category_id: 22, name: 'Shirts', position: 1 }], stock: { is_in_stock: false, qty: 0 },
  },
  {
    id: 1501, sku: 'BLS-01', name: 'Blouse jurkje', type_id: 'simple', status: 2, visibility: 3, category_ids: [23, 21],
    color: 50, final_price: 120, price: 150, tax_class_id: '2',
    category: [{ category_id: 23, name: 'Blouses', position: 1 }, { category_id: 21, name: 'Jurken', position: 9 }],
    stock: { is_in_stock: true, qty: 12 },
  },
  { id: 1601, sku: 'SCK-01', name: 'Sokken', type_id: 'simple', status: 1, visibility: 1, category_ids: [], stock: { is_in_stock: true } },
] as const;
