import { describe, expect, it, vi } from 'vitest';
import type { CatalogQuery } from '../ports/catalog-port';
import { SearchProducts } from '../search/search-products';
import { catalogWorld, session } from '../../testing/catalog-world';
import { FIELDS_CARDS_NEVER_READ } from './card-fields';
import { LoadCarousel } from './load-carousel';
import { LoadCategoryPage } from './load-category-page';

/** The product queries a use case sends, with the catalogue spied on. */
function productQueries(w: ReturnType<typeof catalogWorld>): () => CatalogQuery[] {
  const spy = vi.spyOn(w.catalog, 'search');
  return () => spy.mock.calls.filter(([, entity]) => entity === 'product').map(([, , query]) => query ?? {});
}

describe('lists whose products become cards leave out the fields no card reads', () => {
  it('the category page', async () => {
    const w = catalogWorld();
    const queries = productQueries(w);
    const result = await new LoadCategoryPage(w.catalog, w.provider, w.logger, w.settings, w.clock).execute({
      storeCode: 'nl',
      path: '/dames',
      query: {},
      session,
      categoryKey: 'dames',
    });
    expect(result.ok && result.value.products.length).toBeGreaterThan(0);
    expect(queries().map((q) => q.excludeFields)).toEqual([FIELDS_CARDS_NEVER_READ]);
  });

  it('the search panel', async () => {
    const w = catalogWorld();
    const queries = productQueries(w);
    await new SearchProducts(w.catalog, w.connectivity, w.logger, w.settings, w.clock).execute({ storeCode: 'nl', text: 'jurk' });
    expect(queries().map((q) => q.excludeFields)).toEqual([FIELDS_CARDS_NEVER_READ]);
  });

  it('a carousel', async () => {
    const w = catalogWorld();
    const queries = productQueries(w);
    await new LoadCarousel(w.catalog, w.provider, w.logger).execute({ storeCode: 'nl', skus: ['DRS-1', 'TEE-2'] });
    expect(queries().map((q) => q.excludeFields)).toEqual([FIELDS_CARDS_NEVER_READ]);
  });

  it('never the fields a card reads', () => {
    const read = [
      'sku',
      'name',
      'type_id',
      'url_path',
      'slug',
      'image',
      'media_gallery',
      'product_labels',
      'sgn',
      'price_incl_tax',
      'final_price_incl_tax',
      'special_price',
      'special_from_date',
      'special_to_date',
      'configurable_options',
      'stock.is_in_stock',
    ];
    const childRead = ['sku', 'image', 'status', 'sgn', 'price_incl_tax', 'stock.is_in_stock'].map((f) => `configurable_children.${f}`);
    for (const field of [...read, ...childRead, 'configurable_children', 'stock']) expect(FIELDS_CARDS_NEVER_READ).not.toContain(field);
  });
});
