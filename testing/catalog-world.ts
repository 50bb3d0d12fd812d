import { NodeConnectivity } from '../adapters/connectivity/node-connectivity';
import { FakeClock } from '../adapters/memory/fake-clock';
import { InMemoryCatalog } from '../adapters/memory/in-memory-catalog';
import { InMemorySearchProvider } from '../adapters/memory/in-memory-search-provider';
import { InMemoryStock } from '../adapters/memory/in-memory-stock';
import { MemoryLogger } from '../adapters/memory/memory-logger';
import type { Category, ConfigurableChild, Product, ProviderProductGroup } from '../domain/catalog/types';
import { defaultRuntimeConfig } from '../application/config/runtime-config';
import type { ProviderSession } from '../application/ports/search-provider-port';
import { catalogSettingsFrom, type CatalogSettings } from '../application/catalog/catalog-settings';

const child = (sku: string, color: number, size: number, inStock: boolean, finalPrice: number): ConfigurableChild => ({
  id: sku,
  sku,
  status: 1,
  color_ois: color,
  size_ois: size,
  final_price: finalPrice,
  price: 79.95,
  stock: { is_in_stock: inStock, qty: inStock ? 5 : 0 },
});

const simple = (id: number, sku: string, extra: Partial<Product> = {}): Product => ({
  id,
  sku,
  name: `Product ${sku}`,
  type_id: 'simple',
  status: 1,
  visibility: 4,
  category_ids: [20],
  final_price: 19.95,
  price: 19.95,
  stock: { is_in_stock: true, qty: 10 },
  created_at: `2026-0${(id % 9) + 1}-01 00:00:00`,
  ...extra,
});

export const dress: Product = {
  id: 1,
  sku: 'DRS-1',
  name: 'Jurk Amara',
  type_id: 'configurable',
  status: 1,
  visibility: 4,
  category_ids: [20, 2101],
  final_price: 59.95,
  price: 79.95,
  created_at: '2026-10-01 00:00:00',
  stock: { is_in_stock: true, qty: 10 },
  color_ois_options: [49, 52],
  configurable_options: [
    {
      attribute_id: 93,
      attribute_code: 'color_ois',
      label: 'Kleur',
      values: [
        { value_index: 49, label: 'Zwart' },
        { value_index: 52, label: 'Rood' },
      ],
    },
    {
      attribute_id: 94,
      attribute_code: 'size_ois',
      label: 'Maat',
      values: [
        { value_index: 168, label: 'S' },
        { value_index: 169, label: 'M' },
      ],
    },
  ],
  configurable_children: [child('DRS-1-S-BLK', 49, 168, true, 59.95), child('DRS-1-M-BLK', 49, 169, false, 59.95), child('DRS-1-S-RED', 52, 168, true, 49.95)],
  product_links: [
    { sku: 'DRS-1', link_type: 'related', linked_product_sku: 'TEE-2' },
    { sku: 'DRS-1', link_type: 'related', linked_product_sku: 'GONE-99' },
  ],
} as Product;

export const products: readonly Product[] = [
  dress,
  simple(2, 'TEE-2', { color_ois: 50, created_at: '2026-09-01 00:00:00' }),
  simple(3, 'CAP-3', { stock: { is_in_stock: false, qty: 0 } }),
  simple(4, 'OFF-4', { status: 2 }),
  simple(5, 'DRS-1-S-BLK', { visibility: 1, category_ids: [] }),
  simple(6, 'GRP-6', {
    type_id: 'grouped',
    product_links: [
      { sku: 'GRP-6', link_type: 'associated', linked_product_sku: 'TEE-2' },
      { sku: 'GRP-6', link_type: 'associated', linked_product_sku: 'MISSING-9' },
    ],
  }),
  simple(7, 'GRP-7', { type_id: 'grouped' }),
  simple(8, 'SKT-8', { created_at: '2026-11-01 00:00:00', name: 'Rok Mees' }),
];

const category = (id: number, name: string, urlPath: string, level: number, position: number): Category => ({
  id,
  parent_id: level === 1 ? 1 : 2,
  level,
  name,
  is_active: true,
  position,
  url_path: urlPath,
  url_key: urlPath.split('/').pop() ?? urlPath,
  slug: `${urlPath.split('/').pop() ?? urlPath}-${id}`,
});

export const categories: readonly Category[] = [
  category(2, 'Standaard', 'default-category', 1, 1),
  category(20, 'Dames', 'dames', 2, 1),
  { ...category(2101, 'Jurken', 'dames/kleding/jurken', 3, 1), parent_id: 20, parent_ids: [2, 20] },
  category(30, 'Heren', 'heren', 2, 2),
];

const group = (key: string, title: string): ProviderProductGroup => ({
  key,
  products: [{ key, title, link: `/${key}`, ticket: `t-${key}`, inStock: true, sellingPrice: { min: 10 }, listPrice: { min: 10 }, imageInfo: { images: [] } }],
});

export const session: ProviderSession = { storeCode: 'nl', viewportWidth: 1280, sessionKey: 's-1', customerKey: 'c-1' };

/** In-memory adapters over a small hand-made shop, for the catalogue use-case tests. */
export function catalogWorld(overrides: Partial<CatalogSettings> = {}) {
  const catalog = new InMemoryCatalog({
    nl: {
      product: products,
      category: categories,
      landing_page: [
        // A landing page of a category under another path (as the fixtures' black dresses of the dresses), listed
        // before the category's own.
        { category_id: 2101, url_path: 'zwarte-jurken', filter_attributes: { color_ois: 49 } },
        { category_id: 20, url_path: 'zwart-voor-dames', filter_attributes: { color_ois: 49 } },
        { category_id: 2101, url_path: 'dames/kleding/jurken', filter_attributes: {} },
      ],
      attribute: [
        {
          attribute_id: 93,
          attribute_code: 'color_ois',
          frontend_label: 'Kleur',
          options: [
            { value: '49', label: 'Zwart' },
            { value: '52', label: 'Rood' },
          ],
        },
        { attribute_id: 150, attribute_code: 'material_ois', frontend_label: 'Materiaal', options: [{ value: '501', label: 'Katoen' }] },
      ],
    },
  });
  const provider = new InMemorySearchProvider({
    groups: [group('DRS-1', 'Jurk Amara'), group('TEE-2', 'Shirt')],
    landingPages: { '/dames/kleding/jurken': ['DRS-1', 'TEE-2'] },
    subcategories: { 'dames/kleding/jurken': [{ url_path: 'dames/kleding/jurken/maxi', link: '/dames/kleding/jurken/maxi' }] },
  });
  const stock = new InMemoryStock(new Map([['DRS-1-S-RED', { is_in_stock: false, qty: 0 }]]));
  return {
    catalog,
    provider,
    stock,
    logger: new MemoryLogger(),
    clock: new FakeClock(Date.UTC(2026, 10, 22, 12)),
    connectivity: new NodeConnectivity(),
    settings: { ...catalogSettingsFrom(defaultRuntimeConfig), ...overrides },
  };
}
