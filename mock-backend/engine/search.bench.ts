import { bench, describe } from 'vitest';
import { categoryListing, syntheticProducts, textSearch } from './bench-data';
import { createIndex, search } from './index';

for (const count of [10_000, 100_000]) {
  const index = createIndex(syntheticProducts(count));
  // The first query of a kind builds the per-field structures; the benches measure the steady state.
  search(index, { indexName: 'p', body: categoryListing });
  search(index, { indexName: 'p', body: textSearch('jurkk zwart') });

  describe(`${count.toLocaleString('en')} products`, () => {
    bench('category listing with aggregations', () => {
      search(index, { indexName: 'p', body: categoryListing, _source_include: ['id', 'sku', 'name', 'final_price'] });
    });
    bench('full-text search (function_score, multi_match, fuzziness 2)', () => {
      search(index, { indexName: 'p', body: textSearch('jurkk zwart') });
    });
  });
}
