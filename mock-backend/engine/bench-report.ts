/**
 * Median and p95 of the two benchmark queries at growing catalogue sizes, and how they grow (run: npx tsx
 * mock-backend/engine/bench-report.ts). Vitest bench prints mean/p75/p99 only.
 */
import { categoryListing, syntheticProducts, textSearch } from './bench-data';
import { createIndex, search, type SearchRequest } from './index';

const SIZES = [10_000, 25_000, 50_000, 100_000];
const RUNS = 60;

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function measure(run: () => void): { cold: number; median: number; p95: number } {
  let t = performance.now();
  run();
  const cold = performance.now() - t;
  for (let i = 0; i < 5; i++) run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    t = performance.now();
    run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { cold, median: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

const queries: Record<string, Omit<SearchRequest, 'indexName'>> = {
  'category listing + aggs': { body: categoryListing, _source_include: ['id', 'sku', 'name', 'final_price'] },
  'full-text search': { body: textSearch('jurkk zwart') },
};

const rows: Record<string, string | number>[] = [];
const medians: Record<string, number[]> = {};
for (const size of SIZES) {
  const docs = syntheticProducts(size);
  let t = performance.now();
  const index = createIndex(docs);
  const build = performance.now() - t;
  for (const [name, request] of Object.entries(queries)) {
    let hits = 0;
    const m = measure(() => {
      hits = search(index, { indexName: 'p', ...request }).hits.total?.value ?? 0;
    });
    (medians[name] ??= []).push(m.median);
    rows.push({ docs: size, query: name, hits, 'cold ms (builds fields)': m.cold.toFixed(1), 'median ms': m.median.toFixed(2), 'p95 ms': m.p95.toFixed(2) });
  }
  t = performance.now();
  void build;
  void t;
}
console.table(rows);
for (const [name, list] of Object.entries(medians)) {
  const perDoc = list.map((m, i) => (m / SIZES[i]!) * 1e6);
  console.log(`${name}: median ns per document ${perDoc.map((x) => x.toFixed(0)).join(' → ')} (10k → 100k: ×${(list[list.length - 1]! / list[0]!).toFixed(1)} time for ×10 documents)`);
}
