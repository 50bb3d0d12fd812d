import { describe, expect, it } from 'vitest';
import { toEntity } from './vsf-catalog-mappers';

describe('special price as the VSF API sends it', () => {
  it('reads special_price 0 (not an active promotion) as no special price, on the product and its children', () => {
    const product = toEntity(
      'product',
      {
        id: 1,
        sku: 'P',
        name: 'Jurk',
        type_id: 'configurable',
        price: 79.95,
        final_price: 79.95,
        special_price: 0,
        special_price_incl_tax: 0,
        configurable_children: [
          { id: 2, sku: 'P-M', price: 79.95, special_price: 0 },
          { id: 3, sku: 'P-L', price: 79.95, special_price: 59.95 },
        ],
      },
      0,
    ) as unknown as Record<string, unknown> & { configurable_children: Record<string, unknown>[] };
    expect(product['special_price']).toBeUndefined();
    expect(product['special_price_incl_tax']).toBeUndefined();
    expect(product.configurable_children[0]?.['special_price']).toBeUndefined();
    expect(product.configurable_children[1]?.['special_price']).toBe(59.95);
    // What leaves the adapter as JSON (page data, the CLI) carries no zero special price at all.
    expect(JSON.parse(JSON.stringify(product))).not.toHaveProperty('special_price');
    expect(JSON.parse(JSON.stringify(product.configurable_children[0]))).not.toHaveProperty('special_price');
  });

  it("cleans the hit it is given in place: the hit is the adapter's own answer and becomes the product", () => {
    const hit = {
      id: 1,
      sku: 'P',
      name: 'Jurk',
      type_id: 'configurable',
      price: 79.95,
      special_price: 0,
      special_price_tax: 0,
      configurable_children: [{ id: 2, sku: 'P-M', special_price: 0 }],
    };
    expect(toEntity('product', hit, 0)).toBe(hit);
    expect(hit).toEqual({ id: 1, sku: 'P', name: 'Jurk', type_id: 'configurable', price: 79.95, configurable_children: [{ id: 2, sku: 'P-M' }] });
  });

  it('keeps an active special price', () => {
    const product = toEntity('product', { id: 1, sku: 'S', name: 'Top', type_id: 'simple', price: 20, special_price: 15 }, 0);
    expect(product.special_price).toBe(15);
  });
});
