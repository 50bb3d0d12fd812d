import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseWire } from './parse-wire';
import { inPlaceParser } from './parse-wire-in-place';

const item = z.looseObject({ sku: z.string(), qty: z.optional(z.nullable(z.number())) });
const order = z.looseObject({ id: z.union([z.string(), z.number()]), items: z.array(item), note: z.optional(z.string()) });

const messageOf = (run: () => unknown): string => {
  try {
    run();
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('inPlaceParser', () => {
  const parse = inPlaceParser(order);

  it('returns the data itself, nested objects and unnamed fields untouched', () => {
    const data = { id: 7, items: [{ sku: 'A', qty: null, colour: 'red' }], extra: { deep: [1, 2] } };
    const items = data.items;
    expect(parse?.(data, 'order')).toBe(data);
    expect(data.items).toBe(items);
    expect(data).toEqual({ id: 7, items: [{ sku: 'A', qty: null, colour: 'red' }], extra: { deep: [1, 2] } });
  });

  it.each([
    ['a wrong leaf', { id: 7, items: [{ sku: 'A' }, { sku: 2 }] }],
    ['a missing field', { items: [] }],
    ['a wrong container', { id: 7, items: {} }],
    ['no object at all', 'order'],
    ['a wrong optional', { id: true, items: [], note: 3 }],
  ])('fails %s with the message of the loose parse', (_name, data) => {
    const expected = messageOf(() => parseWire(order, data, 'order 3'));
    expect(expected).toMatch(/^Unhandled error, wrong response format! \(order 3: /);
    expect(messageOf(() => parse?.(data, 'order 3'))).toBe(expected);
  });

  it('leaves out an own __proto__ key where the parse would, and keeps it inside unnamed fields as the parse does', () => {
    const text = '{"id":1,"__proto__":{"x":1},"items":[{"sku":"A","__proto__":2}],"extra":{"__proto__":3}}';
    const data: unknown = JSON.parse(text);
    expect(parse?.(data, 'order')).toStrictEqual(parseWire(order, JSON.parse(text), 'order'));
    expect(Object.hasOwn(data as object, '__proto__')).toBe(false);
    expect(Object.hasOwn((data as { extra: object }).extra, '__proto__')).toBe(true);
  });

  it('keeps a strict object strict', () => {
    const strict = z.strictObject({ sku: z.string() });
    const data = { sku: 'A', colour: 'red' };
    expect(messageOf(() => inPlaceParser(strict)?.(data, 'item'))).toBe(messageOf(() => parseWire(strict, data, 'item')));
    expect(messageOf(() => parseWire(strict, data, 'item'))).toContain('(item: (root): ');
  });

  it.each([
    ['a coercion', z.looseObject({ n: z.coerce.number() })],
    ['a default', z.looseObject({ n: z._default(z.number(), 0) })],
    [
      'a transform',
      z.looseObject({
        n: z.pipe(
          z.string(),
          z.transform((s) => s.length),
        ),
      }),
    ],
    ['an overwriting check', z.looseObject({ s: z.string().check(z.trim()) })],
    ['a refinement of an object', z.looseObject({ n: z.number() }).check(z.refine((o) => Object.keys(o).length > 1))],
    ['a union of objects', z.union([z.looseObject({ a: z.string() }), z.looseObject({ b: z.string() })])],
    ['a record', z.record(z.string(), z.unknown())],
  ])('refuses a schema whose output may differ from its input: %s', (_name, schema) => {
    expect(inPlaceParser(schema as z.ZodMiniType)).toBeUndefined();
  });
});
