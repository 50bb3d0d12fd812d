import { describe, expect, it } from 'vitest';
import { InMemoryCatalog } from '../../adapters/memory/in-memory-catalog';
import type { Category, Id, Product } from '../../domain/catalog/types';
import { LoadProductPage } from './load-product-page';
import { catalogWorld, session } from '../../testing/catalog-world';

const category = (id: number, name: string, level: number, parentIds: readonly Id[], fields: Partial<Category> = {}): Category => ({
  id,
  parent_id: parentIds.at(-1) ?? null,
  parent_ids: parentIds,
  level,
  name,
  is_active: true,
  position: id,
  ...fields,
});

/** A tree under the root category 2, with an inactive branch and a category whose parent the index lacks. */
const tree: readonly Category[] = [
  category(2, 'Standaard', 1, [1]),
  category(20, 'Dames', 2, [2]),
  category(21, 'Kleding', 3, [2, 20]),
  // Parents listed out of order: the trail still runs from the outermost.
  category(22, 'Jurken', 4, [21, 20, 2]),
  category(23, 'Archief', 2, [2], { is_active: false }),
  category(24, 'Oud', 3, [2, 23]),
  category(25, 'Zomer', 3, [2, 404]),
  category(30, 'Heren', 2, [2]),
  category(31, 'Sale', 2, [2]),
];

const product = (sku: string, fields: Partial<Product>): Product => ({ id: sku, sku, name: sku, type_id: 'simple', status: 1, visibility: 4, ...fields });

async function trailOf(fields: Partial<Product>): Promise<readonly string[]> {
  const w = catalogWorld();
  const catalog = new InMemoryCatalog({ nl: { product: [product('P-1', fields)], category: tree } });
  const load = new LoadProductPage(catalog, w.stock, w.provider, w.logger, w.settings, w.clock);
  const result = await load.execute({ storeCode: 'nl', parentSku: 'P-1', session });
  if (!result.ok || result.value.kind !== 'product') throw new Error('expected a product page');
  return result.value.page.categoryTrail.map((c) => c.name);
}

describe('LoadProductPage: the breadcrumb trail (catalogue spec §9)', () => {
  it('runs from the outermost parent below the root to the deepest category, loading parents the product is not in', async () => {
    expect(await trailOf({ category_ids: [22] })).toEqual(['Dames', 'Kleding', 'Jurken']);
  });

  it('reads the categories the product names in `category` as well as its category_ids', async () => {
    expect(await trailOf({ category: [{ category_id: 22, name: 'Jurken' }] })).toEqual(['Dames', 'Kleding', 'Jurken']);
  });

  it("is the product's own category, not a deeper one it is not in", async () => {
    expect(await trailOf({ category_ids: [30] })).toEqual(['Heren']);
  });

  it('of two categories equally deep, takes the one listed first', async () => {
    expect(await trailOf({ category_ids: [31, 30] })).toEqual(['Sale']);
    expect(await trailOf({ category_ids: [30, 31] })).toEqual(['Heren']);
  });

  it('leaves out an inactive parent and a parent the index does not hold', async () => {
    expect(await trailOf({ category_ids: [24] })).toEqual(['Oud']);
    expect(await trailOf({ category_ids: [25] })).toEqual(['Zomer']);
  });

  it('is empty for a product only in the root category, in no category, or in categories the index does not hold', async () => {
    expect(await trailOf({ category_ids: [1, 2] })).toEqual([]);
    expect(await trailOf({})).toEqual([]);
    expect(await trailOf({ category_ids: [999] })).toEqual([]);
  });
});
