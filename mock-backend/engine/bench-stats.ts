/** Median / p95 of bench samples and the growth verdict, shared by search.bench.ts and bench-report.ts. */
export interface Samples {
  wall: number[];
  cpu: number[];
}

export interface Summary {
  n: number;
  wallMedian: number;
  wallP95: number;
  cpuMedian: number;
  cpuP95: number;
}

/** Nearest-rank quantile of a sorted list (q = 0.5 median, 0.95 p95); NaN for an empty list. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export function summarise(samples: Samples): Summary {
  const wall = [...samples.wall].sort((a, b) => a - b);
  const cpu = [...samples.cpu].sort((a, b) => a - b);
  return { n: wall.length, wallMedian: quantile(wall, 0.5), wallP95: quantile(wall, 0.95), cpuMedian: quantile(cpu, 0.5), cpuP95: quantile(cpu, 0.95) };
}

/**
 * "Cost grows at most linearly": the CPU median at the larger size may be at most `factor` times the smaller one
 * (×10 for 10k → 100k). Judged on CPU time, which other processes on a shared machine do not inflate; the wall
 * ratio is shown beside it.
 */
export function growthVerdict(small: Summary, large: Summary, factor: number): string {
  const cpu = large.cpuMedian / small.cpuMedian;
  const wall = large.wallMedian / small.wallMedian;
  const ok = cpu <= factor;
  return `×${factor} documents → ×${cpu.toFixed(1)} CPU median (×${wall.toFixed(1)} wall median): ${ok ? 'at most linear ✓' : 'MORE THAN LINEAR ✗'}`;
}
