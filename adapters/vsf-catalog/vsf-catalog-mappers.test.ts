import { fc } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { PortError } from '../../application/ports/port-error';
import { parseWire } from '../http/parse-wire';
import { toEntity } from './vsf-catalog-mappers';
import { productWire } from './vsf-catalog-wire';

/** toEntity('product') as it was before hits were checked in place: zod's loose parse (a copy), cleaned. */
function looseToEntity(source: unknown, index: number): unknown {
  const product = parseWire(productWire, source, `catalog product hit ${index}`);
  for (const item of [product, ...(product.configurable_children ?? [])] as Record<string, unknown>[]) {
    if (item['special_price'] !== 0) continue;
    // Cleared, not deleted: the fields read as absent and JSON leaves them out.
    for (const field of ['special_price', 'special_price_incl_tax', 'special_price_tax']) if (item[field] !== undefined) item[field] = undefined;
  }
  return product;
}

type Outcome = { readonly value: unknown } | { readonly error: { readonly kind: string; readonly message: string } };

function outcome(run: () => unknown): Outcome {
  try {
    return { value: run() };
  } catch (error) {
    if (!(error instanceof PortError)) throw error;
    return { error: { kind: error.kind, message: error.message } };
  }
}

// Mostly the right type, now and then any JSON value, so some hits are bad somewhere deep.
const field = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 60, arbitrary: arb }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) });
const extraKey = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'special_price_incl_tax', 'special_price_tax', 'media_gallery'));
/** A wire object: the named fields over fields no schema names. */
const withExtras = <T extends object>(named: fc.Arbitrary<T>, maxKeys: number) =>
  fc.tuple(fc.dictionary(extraKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys }), named).map(([extras, fields]) => ({ ...extras, ...fields }));

const id = fc.oneof(fc.integer(), fc.string({ maxLength: 6 }));
const number = fc.double({ noNaN: true, noDefaultInfinity: true });
const price = fc.oneof(fc.constant(0), fc.constant(null), number);
const stock = withExtras(
  fc.record({ is_in_stock: field(fc.boolean()), qty: field(fc.option(fc.integer(), { nil: null })) }, { requiredKeys: ['is_in_stock'] }),
  3,
);
const child = withExtras(
  fc.record(
    {
      id: field(id),
      sku: field(fc.string()),
      status: field(fc.integer()),
      stock: field(stock),
      price: field(price),
      final_price: field(price),
      special_price: field(price),
      sgn: field(fc.string()),
    },
    { requiredKeys: ['id', 'sku'] },
  ),
  4,
);
const option = withExtras(
  fc.record(
    {
      attribute_id: field(id),
      attribute_code: field(fc.string()),
      label: field(fc.string()),
      values: field(fc.array(withExtras(fc.record({ value_index: field(id), label: field(fc.string()) }), 2), { maxLength: 3 })),
    },
    { requiredKeys: ['attribute_id', 'label', 'values'] },
  ),
  2,
);
const link = withExtras(fc.record({ sku: field(fc.string()), link_type: field(fc.string()), linked_product_sku: field(fc.string()) }), 2);
const product = withExtras(
  fc.record(
    {
      id: field(id),
      sku: field(fc.string()),
      name: field(fc.string()),
      type_id: field(fc.constantFrom('simple', 'configurable', 'bundle')),
      status: field(fc.integer()),
      visibility: field(fc.integer()),
      price: field(price),
      final_price: field(price),
      special_price: field(price),
      sgn: field(fc.string()),
      stock: field(stock),
      category_ids: field(fc.array(id, { maxLength: 3 })),
      configurable_children: field(fc.array(child, { maxLength: 4 })),
      configurable_options: field(fc.array(option, { maxLength: 2 })),
      product_links: field(fc.array(link, { maxLength: 2 })),
    },
    { requiredKeys: ['id', 'sku', 'name', 'type_id'] },
  ),
  8,
);
/** A hit's `_source` as the wire carries it: JSON text (so own `__proto__` keys too), now and then a required field lost or no object at all. */
const hitText = fc
  .tuple(
    fc.oneof({ weight: 30, arbitrary: product }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) }),
    fc.oneof({ weight: 15, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom('id', 'sku', 'name', 'type_id') }),
  )
  .map(([source, lost]) => {
    if (lost !== null && typeof source === 'object' && source !== null) delete (source as Record<string, unknown>)[lost];
    return JSON.stringify(source);
  });

describe('toEntity checks product hits in place', () => {
  it('returns what the loose parse returned, and fails a bad hit with its error (property)', () => {
    const seen = { valid: 0, invalid: 0 };
    fc.assert(
      fc.property(hitText, fc.nat(99), (text, index) => {
        const source: unknown = JSON.parse(text);
        const expected = outcome(() => looseToEntity(JSON.parse(text), index));
        const actual = outcome(() => toEntity('product', source, index));
        expect(actual).toStrictEqual(expected);
        if ('value' in actual) expect(actual.value).toBe(source);
        seen['value' in actual ? 'valid' : 'invalid'] += 1;
      }),
      { numRuns: 400 },
    );
    expect(seen.valid).toBeGreaterThan(40);
    expect(seen.invalid).toBeGreaterThan(40);
  });

  it('returns the hit itself, its children and unnamed fields included (no copy)', () => {
    const child = { id: 2, sku: 'P-M', stock: { is_in_stock: true, item_id: 7 }, color: 49 };
    const hit = { id: 1, sku: 'P', name: 'Jurk', type_id: 'configurable', configurable_children: [child], media_gallery: [{ image: '/p.jpg' }] };
    const gallery = hit.media_gallery;
    const product = toEntity('product', hit, 0);
    expect(product).toBe(hit);
    expect(product.configurable_children?.[0]).toBe(child);
    expect(product.configurable_children?.[0]?.stock).toBe(child.stock);
    expect((product as unknown as typeof hit).media_gallery).toBe(gallery);
  });

  it('returns categories, attributes and tax rules themselves too; landing pages get their parsed filters', () => {
    const category = { id: 20, parent_id: 2, level: 2, name: 'Dames', is_active: true, url_path: 'dames' };
    const attribute = { attribute_id: 93, attribute_code: 'color', options: [{ label: 'Rood', value: 49, sort_order: 1 }] };
    const taxRule = { id: 1, product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ rate: 21, tax_country_id: 'NL', code: 'NL' }] };
    expect(toEntity('category', category, 0)).toBe(category);
    expect(toEntity('attribute', attribute, 0)).toBe(attribute);
    expect(toEntity('taxrule', taxRule, 0)).toBe(taxRule);
    expect(toEntity('landing_page', { category_id: 20, url_path: 'sale', filter_attributes: { sale: '1' } }, 0).filter_attributes).toEqual({ sale: '1' });
  });

  it('names the hit and the field of a bad child, as before', () => {
    const hit = {
      id: 1,
      sku: 'P',
      name: 'Jurk',
      type_id: 'configurable',
      configurable_children: [
        { id: 2, sku: 'P-M' },
        { id: 3, sku: 'P-L', stock: { qty: 1 } },
      ],
    };
    expect(() => toEntity('product', hit, 4)).toThrow(/\(catalog product hit 4: configurable_children\.1\.stock\.is_in_stock: /);
    expect(outcome(() => toEntity('product', structuredClone(hit), 4))).toStrictEqual(outcome(() => looseToEntity(hit, 4)));
  });
});
