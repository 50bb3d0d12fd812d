import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../domain/catalog/types';
import { listingFilters } from '../../domain/search/search-query';
import type { CatalogPort } from '../../application/ports/catalog-port';

const policy = { listOutOfStock: false };

/**
 * What every CatalogPort adapter does with the search-query abstraction (catalogue spec §5, §7). The catalogue must
 * hold the nl store view of a generated fixture set (products, categories, attributes, tax rules, landing pages).
 */
export function catalogContract(name: string, make: () => CatalogPort): void {
  describe(`CatalogPort contract: ${name}`, () => {
    let catalog: CatalogPort;
    let listed: readonly Product[];
    beforeAll(async () => {
      catalog = make();
      listed = (await catalog.search('nl', 'product', { filters: listingFilters(policy), size: 40 })).items;
    });

    it('lists only visibility 2-4, status 0/1 and in-stock products, with total and perPage', async () => {
      const result = await catalog.search('nl', 'product', { filters: listingFilters(policy), size: 10 });
      expect(result.items.length).toBe(10);
      expect(result.total).toBeGreaterThanOrEqual(10);
      expect(result.perPage).toBe(10);
      for (const p of result.items) {
        expect([2, 3, 4]).toContain(p.visibility);
        expect([0, 1]).toContain(p.status);
        expect(p.stock?.is_in_stock).toBe(true);
      }
    });

    it('reads a size of 0 or less as 50 and a start below 0 as 0 (catalogue spec §5)', async () => {
      const result = await catalog.search('nl', 'product', { size: 0, from: -5 });
      expect(result.perPage).toBe(50);
      expect(result.start).toBe(0);
      expect(result.items.length).toBeLessThanOrEqual(50);
    });

    it('finds products by sku list, pages and sorts', async () => {
      const skus = listed.slice(0, 3).map((p) => p.sku);
      const bySku = await catalog.search('nl', 'product', { filters: [{ attribute: 'sku', op: 'in', value: skus }] });
      expect(bySku.items.map((p) => p.sku).sort()).toEqual([...skus].sort());
      const sorted = await catalog.search('nl', 'product', { filters: listingFilters(policy), sort: [{ field: 'final_price', direction: 'asc' }], size: 20 });
      const prices = sorted.items.map((p) => p.final_price ?? 0);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const two = await catalog.search('nl', 'product', { sort: [{ field: 'id', direction: 'asc' }], size: 2 });
      const second = await catalog.search('nl', 'product', { sort: [{ field: 'id', direction: 'asc' }], size: 1, from: 1 });
      expect(second.items[0]?.sku).toBe(two.items[1]?.sku);
    });

    it('applies a catalogue filter to the attribute or to <attr>_options of configurables', async () => {
      const withColor = listed.find((p) => p.color_ois !== undefined || (p as unknown as Record<string, unknown>)['color_ois_options'] !== undefined);
      const raw = withColor as unknown as Record<string, unknown> | undefined;
      const color = raw?.['color_ois'] ?? (raw?.['color_ois_options'] as unknown[] | undefined)?.[0];
      expect(color).toBeDefined();
      const result = await catalog.search('nl', 'product', { catalogFilters: [{ attribute: 'color_ois', op: 'in', value: [color as number] }], size: 50 });
      expect(result.items.length).toBeGreaterThan(0);
      for (const p of result.items) {
        const r = p as unknown as Record<string, unknown>;
        const options = (r['color_ois_options'] as unknown[] | undefined)?.map(String) ?? [];
        expect(String(r['color_ois']) === String(color) || (p.type_id === 'configurable' && options.includes(String(color)))).toBe(true);
      }
    });

    it('filters the price catalogue filter on the final price', async () => {
      const result = await catalog.search('nl', 'product', { catalogFilters: [{ attribute: 'price', op: 'range', value: { gte: 0, lte: 50 } }], size: 50 });
      for (const p of result.items) expect(p.final_price ?? 0).toBeLessThanOrEqual(50);
    });

    it('finds a product by a word of its name', async () => {
      const target = listed[0]!;
      const word = target.name.split(' ').find((w) => w.length >= 4) ?? target.name;
      const result = await catalog.search('nl', 'product', { text: word, size: 50 });
      expect(result.items.map((p) => p.sku)).toContain(target.sku);
    });

    it('loads categories by url_key sorted by position, attributes without dotted codes, tax rules and landing pages', async () => {
      const categories = await catalog.search('nl', 'category', { filters: [{ attribute: 'level', op: 'eq', value: 2 }] });
      expect(categories.items.length).toBeGreaterThan(0);
      const positions = categories.items.map((c) => c.position ?? 0);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      const first = categories.items[0]!;
      const byKey = await catalog.search('nl', 'category', { filters: [{ attribute: 'url_key', op: 'eq', value: first.url_key ?? '' }] });
      expect(byKey.items.map((c) => String(c.id))).toContain(String(first.id));
      const attributes = await catalog.search('nl', 'attribute', {
        filters: [{ attribute: 'attribute_code', op: 'in', value: ['color_ois', 'color_ois.label'] }],
      });
      expect(attributes.items.map((a) => a.attribute_code)).toEqual(['color_ois']);
      const rules = await catalog.search('nl', 'taxrule', {});
      expect(rules.items[0]?.rates.length).toBeGreaterThan(0);
      const landing = await catalog.search('nl', 'landing_page', {});
      expect(landing.items.length).toBeGreaterThan(0);
      expect(typeof landing.items[0]?.filter_attributes).toBe('object');
    });

    it("throws 'No entity type registered' for an unknown entity type (catalogue spec §8)", async () => {
      await expect(catalog.search('nl', 'review' as 'product', {})).rejects.toThrow('No entity type registered');
    });

    it('renders current prices for known skus and leaves unknown ones out', async () => {
      const skus = listed.slice(0, 2).map((p) => p.sku);
      const prices = await catalog.renderList('nl', { skus: [...skus, 'NO-SUCH-SKU'], currencyCode: 'EUR', storeId: 1 });
      expect(prices.map((p) => String(p.id)).sort()).toEqual(
        listed
          .slice(0, 2)
          .map((p) => String(p.id))
          .sort(),
      );
      for (const price of prices) expect(price.finalPrice).toBeGreaterThan(0);
    });
  });
}
