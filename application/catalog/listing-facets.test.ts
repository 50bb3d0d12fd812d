import { describe, expect, it } from 'vitest';
import { storeViews } from '../../domain/store-view/store-views';
import { indexFacets, providerFacets } from './listing-facets';

const state = { filters: { color_ois: ['99'] }, page: 1 };

describe('list filters', () => {
  it("names index aggregations by the attribute options, adds the simple products' and the configurables' (_options) counts, keeps chosen values and labels price ranges", () => {
    const facets = indexFacets(
      {
        agg_terms_color_ois: [{ key: 49, count: 3 }],
        agg_terms_color_ois_options: [
          { key: 49, count: 5 },
          { key: 52, count: 1 },
        ],
        agg_range_price: [
          { key: '0.0-50.0', count: 4, from: 0, to: 50 },
          { key: '150.0-*', count: 2, from: 150 },
        ],
      },
      [
        {
          attribute_id: 93,
          attribute_code: 'color_ois',
          frontend_label: 'Kleur',
          options: [
            { value: '49', label: 'Zwart' },
            { value: '52', label: 'Rood' },
          ],
        },
      ],
      storeViews.nl,
      state,
    );
    expect(facets).toEqual([
      {
        code: 'color_ois',
        label: 'Kleur',
        values: [
          { value: '49', label: 'Zwart', count: 8 },
          { value: '52', label: 'Rood', count: 1 },
          { value: '99', label: '99' },
        ],
      },
      {
        code: 'price',
        values: [
          { value: '0-50', label: '< € 50', count: 4 },
          { value: '150-', label: '> € 150', count: 2 },
        ],
      },
    ]);
  });

  it('flattens the provider sizes and shows its price as the four ranges', () => {
    const facets = providerFacets(
      [
        { id: 'size', type: 'SIZE', label: 'Maat', sizeTypes: [{ formats: [{ values: [{ id: 's', label: 'S', count: 2 }] }] }] },
        { id: 'price', type: 'RANGE', label: 'Prijs', min: 10, max: 90 },
      ],
      storeViews.de,
      { filters: {}, page: 1 },
    );
    expect(facets[0]).toEqual({ code: 'size', label: 'Maat', values: [{ value: 's', label: 'S', count: 2 }] });
    expect(facets[1]?.values.map((v) => v.label)).toEqual(['< € 50', '€ 50 - € 100', '€ 100 - € 150', '> € 150']);
  });
});
