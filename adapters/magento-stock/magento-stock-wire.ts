import * as z from 'zod/mini';

/** A Magento StockItem as `/api/stock/check` and `/api/stock/list` send it (wire-reference §1). */
export const stockItemWire = z.looseObject({
  is_in_stock: z.boolean(),
  qty: z.optional(z.nullable(z.number())),
  product_id: z.optional(z.union([z.string(), z.number()])),
  manage_stock: z.optional(z.boolean()),
});

export const stockListWire = z.array(stockItemWire);

/** MSI "is product salable for requested qty" results (cart spec §7). */
export const salableWire = z.array(z.looseObject({ sku: z.string(), qty: z.number(), salable_qty: z.optional(z.number()), is_salable: z.boolean() }));
