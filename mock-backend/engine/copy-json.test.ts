import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { copyJsonExcept, pathTree } from './copy-json';

const keys = ['a', 'b', 'stock', 'qty', '__proto__'] as const;
const leaf = fc.oneof(fc.integer(), fc.string({ maxLength: 3 }), fc.boolean(), fc.constant(null));
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('doc'), fc.array(tie('value'), { maxLength: 3 })),
  // Built as JSON.parse builds it, so a "__proto__" key is an own field.
  doc: fc.dictionary(fc.constantFrom(...keys), tie('value'), { maxKeys: 4 }).map((d) => JSON.parse(JSON.stringify(d)) as unknown),
}));
const literalPath = fc.array(fc.constantFrom(...keys), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.'));

/** The former way: a native copy, then every excluded path deleted from it. */
function cloneThenDelete(source: unknown, excludes: readonly string[]): unknown {
  const copy = structuredClone(source);
  const drop = (node: unknown, parts: readonly string[]): void => {
    if (Array.isArray(node)) {
      for (const item of node) drop(item, parts);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const [head, ...rest] = parts as [string, ...string[]];
    if (!Object.hasOwn(node, head)) return;
    if (rest.length === 0) delete (node as Record<string, unknown>)[head];
    else drop((node as Record<string, unknown>)[head], rest);
  };
  for (const pattern of excludes) drop(copy, pattern.split('.'));
  return copy;
}

/** Every object and array reachable from a value. */
function containers(root: unknown): Set<object> {
  const seen = new Set<object>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    for (const child of Object.values(node)) visit(child);
  };
  visit(root);
  return seen;
}

describe('copyJsonExcept', () => {
  test.prop([value, fc.array(literalPath, { maxLength: 5 })])(
    'answers what a native copy with the paths deleted answers, key order too',
    (source, excludes) => {
      const copy = copyJsonExcept(source, pathTree(excludes));
      expect(JSON.stringify(copy)).toBe(JSON.stringify(cloneThenDelete(source, excludes)));
    },
  );

  test.prop([value, fc.array(literalPath, { maxLength: 5 })])('shares no object or array with the source, and leaves it as it was', (source, excludes) => {
    const before = JSON.stringify(source);
    const copy = copyJsonExcept(source, pathTree(excludes));
    const own = containers(source);
    for (const node of containers(copy)) expect(own.has(node)).toBe(false);
    expect(JSON.stringify(source)).toBe(before);
  });

  it('keeps a parsed "__proto__" field as a field and never as the prototype', () => {
    const source = JSON.parse('{"__proto__":{"polluted":true},"a":1}') as Record<string, unknown>;
    const copy = copyJsonExcept(source) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__', 'a']);
    expect((copy as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('copies what is not plain JSON natively', () => {
    const when = new Date('2026-11-27T00:00:00Z');
    const copy = copyJsonExcept({ when }) as { when: Date };
    expect(copy.when).toEqual(when);
    expect(copy.when).not.toBe(when);
  });

  it('lets a shorter pattern drop the whole field a longer one points into', () => {
    expect(copyJsonExcept({ stock: { qty: 1, is_in_stock: true }, sku: 'A' }, pathTree(['stock.qty', 'stock']))).toEqual({ sku: 'A' });
    expect(copyJsonExcept({ stock: { qty: 1, is_in_stock: true }, sku: 'A' }, pathTree(['stock', 'stock.qty']))).toEqual({ sku: 'A' });
  });

  it('drops a path from every object of an array on the way', () => {
    const source = { configurable_children: [{ sku: 'A-S', name: 'A', stock: { qty: 3, is_in_stock: true } }, 'odd', [{ name: 'B' }]] };
    expect(copyJsonExcept(source, pathTree(['configurable_children.name', 'configurable_children.stock.qty']))).toEqual({
      configurable_children: [{ sku: 'A-S', stock: { is_in_stock: true } }, 'odd', [{}]],
    });
  });
});
