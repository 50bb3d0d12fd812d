import { describe, expect, it } from 'vitest';
import { IMAGES, SEARCH, SIZES, SIZE_SELECTOR_CATEGORY_IDS, STORE_DEFAULTS, TIMINGS } from './constants';
import { catalogMessages } from './messages';

describe('catalogue constants and messages', () => {
  it('§9: sizes, search tuning and images as the specification lists them', () => {
    expect(SIZES.productList).toBe(50);
    expect(SIZES.rootCategoryId).toBe(2);
    expect(SIZES.stockListChunk).toBe(15);
    expect(SEARCH.boosts).toEqual({ name: 4, sku: 2, 'category.name': 1 });
    expect(SIZE_SELECTOR_CATEGORY_IDS).toEqual([3775, 387, 3777, 389]);
    expect(IMAGES.gallery).toEqual({ width: 600, height: 744 });
    expect(TIMINGS.outputCacheTtlSeconds).toBe(86400);
    expect(STORE_DEFAULTS.dateFormats.de).toBe('HH:mm D-M-YYYY');
  });

  it('§8: message texts are quoted exactly and ids are kebab-case', () => {
    expect(catalogMessages['no-available-variants']).toBe('No available product variants');
    expect(catalogMessages['no-such-configuration']).toBe('No such configuration for the product. Please do choose another combination of attributes.');
    for (const id of Object.keys(catalogMessages)) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
