/** Shared fast-check arbitraries and builders for the catalogue tests (imported by *.test.ts only). */
import { fc } from './property-test';
import type { ConfigurableChild, ConfigurableOption, Product } from '../domain/catalog/product-types';

export const COLORS = [49, 50, 51] as const;
export const SIZES = [166, 167, 168, 169] as const;

export function child(sku: string, fields: Partial<ConfigurableChild> = {}): ConfigurableChild {
  return { id: sku, sku, status: 1, price: 79.95, final_price: 79.95, stock: { is_in_stock: true, qty: 3 }, ...fields };
}

export function configurable(children: readonly ConfigurableChild[], fields: Partial<Product> = {}): Product {
  return { id: 1201, sku: 'DRS-01', name: 'Jurk', type_id: 'configurable', status: 1, visibility: 4, configurable_children: children, ...fields };
}

export const colorSizeOptions: readonly ConfigurableOption[] = [
  { attribute_id: 93, attribute_code: 'color', label: 'Kleur', values: COLORS.map((c) => ({ value_index: c, label: `c${c}` })) },
  { attribute_id: 144, attribute_code: 'size', label: 'Maat', values: SIZES.map((s) => ({ value_index: s, label: `s${s}` })) },
];

/** Children with random colour, size (as number or string, the wire drifts), status, stock and price. */
export const childrenArb: fc.Arbitrary<ConfigurableChild[]> = fc
  .array(
    fc.record({
      color: fc.constantFrom(...COLORS),
      size: fc.constantFrom(...SIZES),
      asText: fc.boolean(),
      status: fc.constantFrom(0, 1, 1, 2, 3),
      inStock: fc.boolean(),
      cents: fc.integer({ min: 1, max: 30000 }),
    }),
    { maxLength: 25 },
  )
  .map((rows) =>
    rows.map((r, i) =>
      child(`DRS-01-${i}`, {
        color: r.asText ? String(r.color) : r.color,
        size: r.size,
        status: r.status,
        stock: { is_in_stock: r.inStock },
        price: r.cents / 100,
        final_price: r.cents / 100,
      }),
    ),
  );

export const configurationArb = fc.record(
  { color: fc.constantFrom<number | string>(...COLORS, '50', 99), size: fc.constantFrom<number | string>(...SIZES, 1) },
  { requiredKeys: [] },
);
