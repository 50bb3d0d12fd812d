/**
 * Median and p95 of the two benchmark queries at growing catalogue sizes, and how they grow (run:
 * `npm run bench:catalogue`, i.e. npx tsx mock-backend/engine/bench-report.ts). Vitest bench prints mean/p75/p99 only. Besides wall time it reports the
 * process CPU time per query, which other processes competing for the CPU do not inflate.
 */
import { categoryListing, syntheticProducts, textSearch } from './bench-data';
import { growthVerdict, quantile } from './bench-stats';
import { createIndex, search, type SearchRequest } from './index';

const SIZES = [10_000, 25_000, 50_000, 100_000];
const RUNS = 80;

interface Timing {
  readonly cold: number;
  readonly median: number;
  readonly p95: number;
  readonly cpuMedian: number;
  readonly cpuP95: number;
}

function measure(run: () => void): Timing {
  let t = performance.now();
  run();
  const cold = performance.now() - t;
  for (let i = 0; i < 5; i++) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c = process.cpuUsage();
    t = performance.now();
    run();
    wall.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { cold, median: quantile(wall, 0.5), p95: quantile(wall, 0.95), cpuMedian: quantile(cpu, 0.5), cpuP95: quantile(cpu, 0.95) };
}

const queries: Record<string, Omit<SearchRequest, 'indexName'>> = {
  'category listing + aggs': { body: categoryListing, _source_include: ['id', 'sku', 'name', 'final_price'] },
  'full-text search': { body: textSearch('jurkk zwart') },
};

const rows: Record<string, string | number>[] = [];
const medians: Record<string, number[]> = {};
const timings: Record<string, Timing[]> = {};
for (const size of SIZES) {
  const index = createIndex(syntheticProducts(size));
  for (const [name, request] of Object.entries(queries)) {
    let hits = 0;
    const m = measure(() => {
      hits = search(index, { indexName: 'p', ...request }).hits.total?.value ?? 0;
    });
    (medians[name] ??= []).push(m.cpuMedian);
    (timings[name] ??= []).push(m);
    rows.push({
      docs: size,
      query: name,
      hits,
      'cold ms': m.cold.toFixed(0),
      'median ms': m.median.toFixed(2),
      'p95 ms': m.p95.toFixed(2),
      'cpu median ms': m.cpuMedian.toFixed(2),
      'cpu p95 ms': m.cpuP95.toFixed(2),
    });
  }
}
console.table(rows);
for (const [name, list] of Object.entries(medians)) {
  const perDoc = list.map((m, i) => (m / SIZES[i]!) * 1e6);
  const [first, last] = [timings[name]![0]!, timings[name]![list.length - 1]!];
  const summary = (t: Timing) => ({ n: RUNS, wallMedian: t.median, wallP95: t.p95, cpuMedian: t.cpuMedian, cpuP95: t.cpuP95 });
  console.log(
    `${name}: CPU ns per document ${perDoc.map((x) => x.toFixed(0)).join(' → ')}; 10k → 100k: ${growthVerdict(summary(first), summary(last), SIZES[SIZES.length - 1]! / SIZES[0]!)}`,
  );
}
