import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { makeSourceFilter } from './source-filter';
import { products } from '../../testing/mock-backend/engine-docs';

const keys = ['a', 'b', 'stock', 'qty', 'children', 'name'] as const;
const leaf = fc.oneof(fc.integer(), fc.string({ maxLength: 3 }), fc.boolean(), fc.constant(null));
const { doc } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('doc'), fc.array(fc.oneof(leaf, tie('doc')), { maxLength: 3 })),
  doc: fc.dictionary(fc.constantFrom(...keys), tie('value'), { maxKeys: 5 }),
}));
const literalPath = fc.array(fc.constantFrom(...keys), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.'));

describe("_source excludes without wildcards (what the shop's listings send)", () => {
  // `*` as the include keeps everything, so the general walk runs: the literal-only path must agree with it.
  test.prop([doc, fc.array(literalPath, { maxLength: 6 })])('drop the same paths as the general walk, into arrays too', (source, excludes) => {
    const fast = makeSourceFilter({ fetch: true, includes: [], excludes })(source);
    const general = makeSourceFilter({ fetch: true, includes: ['*'], excludes })(source);
    expect(fast).toEqual(general);
  });

  it('leave the index untouched and answer a copy', () => {
    const before = structuredClone(products[0]!);
    const hit = makeSourceFilter({ fetch: true, includes: [], excludes: ['stock.qty', 'configurable_children.sku'] })(products[0]!);
    expect(products[0]).toEqual(before);
    expect(hit['stock']).toEqual({ is_in_stock: (before['stock'] as { is_in_stock: boolean }).is_in_stock });
    expect((hit['configurable_children'] as Record<string, unknown>[]).every((child) => !('sku' in child))).toBe(true);
  });
});
