/**
 * `npm run bench`: the catalogue's two main queries (a category listing with aggregations, a fuzzy full-text
 * search) over 10,000 and 100,000 synthetic products. Vitest prints mean/p75/p99; the file's afterAll prints median
 * and p95 per query and size (wall and process CPU time, recorded around every bench iteration) and the 10k → 100k
 * growth, which must stay at most linear (≤ ×10 for ×10 documents). CPU time is the number to judge growth by on a
 * shared machine: other processes inflate wall time, not CPU time. `npm run bench:catalogue` (bench-report.ts) gives
 * the same table at 10k, 25k, 50k and 100k with more runs.
 */
import { afterAll, bench, describe } from 'vitest';
import { categoryListing, syntheticProducts, textSearch } from './bench-data';
import { createIndex, search, type SearchRequest } from './index';
import { growthVerdict, summarise, type Samples } from './bench-stats';

const SIZES = [10_000, 100_000] as const;
const QUERIES: Record<string, Omit<SearchRequest, 'indexName'>> = {
  'category listing with aggregations': { body: categoryListing, _source_include: ['id', 'sku', 'name', 'final_price'] },
  'full-text search (function_score, multi_match, fuzziness 2)': { body: textSearch('jurkk zwart') },
};
/** Keeps the 100k case to a few seconds per bench (Vitest's default 500 ms would give ~20 samples). */
const OPTIONS = { time: 1500, warmupTime: 200, warmupIterations: 3 };

const samples = new Map<string, Samples>();
const record = (key: string): Samples => {
  let s = samples.get(key);
  if (s === undefined) samples.set(key, (s = { wall: [], cpu: [] }));
  return s;
};

for (const count of SIZES) {
  // Built once per size for the whole file; the first query of a kind builds the per-field structures, so the
  // benches measure the steady state.
  const index = createIndex(syntheticProducts(count));
  for (const request of Object.values(QUERIES)) search(index, { indexName: 'p', ...request });

  describe(`${count.toLocaleString('en')} products`, () => {
    for (const [name, request] of Object.entries(QUERIES)) {
      const s = record(`${name}|${count}`);
      bench(
        name,
        () => {
          const cpu = process.cpuUsage();
          const t = performance.now();
          search(index, { indexName: 'p', ...request });
          s.wall.push(performance.now() - t);
          const used = process.cpuUsage(cpu);
          s.cpu.push((used.user + used.system) / 1000);
        },
        {
          ...OPTIONS,
          // Only the measured iterations count: drop what the warmup recorded.
          setup: (_task, mode) => {
            if (mode === 'run') s.wall.length = s.cpu.length = 0;
          },
        },
      );
    }
  });
}

afterAll(() => {
  const rows: Record<string, string | number | undefined>[] = [];
  const lines: string[] = [];
  for (const name of Object.keys(QUERIES)) {
    const stats = SIZES.map((count) => summarise(samples.get(`${name}|${count}`) ?? { wall: [], cpu: [] }));
    SIZES.forEach((count, i) => {
      const st = stats[i]!;
      rows.push({
        query: name.split(' (')[0],
        docs: count.toLocaleString('en'),
        samples: st.n,
        'median ms': st.wallMedian.toFixed(2),
        'p95 ms': st.wallP95.toFixed(2),
        'cpu median ms': st.cpuMedian.toFixed(2),
        'cpu p95 ms': st.cpuP95.toFixed(2),
      });
    });
    lines.push(`${name.split(' (')[0]}: ${growthVerdict(stats[0]!, stats[1]!, SIZES[1] / SIZES[0])}`);
  }
  console.log('\nCatalogue queries, median and p95 per query (ms):');
  console.table(rows);
  for (const line of lines) console.log(line);
});
