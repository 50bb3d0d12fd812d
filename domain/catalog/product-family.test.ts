import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { type ProductLink } from './product-types';
import { onePerFamily } from './product-family';

const colour = (sku: string, linked: readonly string[]) => ({
  sku,
  product_links: linked.map((other): ProductLink => ({ sku, link_type: 'colorrelation', linked_product_sku: other })),
});

describe('one card per product family in a carousel (catalogue spec §3 colorrelation)', () => {
  it('keeps the first colour of "Oversized dress Nina" and the products around it', () => {
    const nina = [
      colour('DRS-10080', ['DRS-10086', 'DRS-10092']),
      colour('DRS-10086', ['DRS-10080', 'DRS-10092']),
      colour('DRS-10092', ['DRS-10080', 'DRS-10086']),
    ];
    const list = [colour('TOP-1', []), ...nina, colour('JNS-2', [])];
    expect(onePerFamily(list).map((p) => p.sku)).toEqual(['TOP-1', 'DRS-10080', 'JNS-2']);
  });

  it('a relation named on one side only still makes a family; other links do not', () => {
    const related = { sku: 'B', product_links: [{ sku: 'B', link_type: 'related' as const, linked_product_sku: 'C' }] };
    expect(onePerFamily([colour('A', []), colour('B-2', ['A']), related, colour('C', [])]).map((p) => p.sku)).toEqual(['A', 'B', 'C']);
  });

  const families = fc.array(fc.array(fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F'), { maxLength: 3 }), { maxLength: 12 });
  test.prop([families])('keeps order, never adds, and no kept product is related to another kept one', (links) => {
    const products = links.map((linked, i) => colour(`${'ABCDEF'[i % 6] ?? 'A'}${i >= 6 ? String(i) : ''}`, linked));
    const kept = onePerFamily(products);
    expect(kept.every((p) => products.includes(p))).toBe(true);
    expect(kept.map((p) => products.indexOf(p))).toEqual([...kept.map((p) => products.indexOf(p))].sort((a, b) => a - b));
    for (const a of kept) for (const b of kept) if (a !== b) expect(a.product_links.some((l) => l.linked_product_sku === b.sku)).toBe(false);
    expect(onePerFamily(kept)).toEqual(kept);
  });
});
