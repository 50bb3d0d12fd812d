import { describe, expect, it } from 'vitest';
import { growthVerdict, quantile, summarise } from './bench-stats';

describe('bench statistics', () => {
  it('takes nearest-rank quantiles of a sorted list', () => {
    const list = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(quantile(list, 0.5)).toBe(10);
    expect(quantile(list, 0.95)).toBe(19);
    expect(quantile([7], 0.95)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('summarises unsorted samples', () => {
    expect(summarise({ wall: [3, 1, 2], cpu: [0.3, 0.1, 0.2] })).toEqual({ n: 3, wallMedian: 2, wallP95: 3, cpuMedian: 0.2, cpuP95: 0.3 });
  });

  it('calls growth at most linear up to the size factor, judged on CPU time', () => {
    const at = (cpu: number, wall: number) => ({ n: 1, wallMedian: wall, wallP95: wall, cpuMedian: cpu, cpuP95: cpu });
    expect(growthVerdict(at(1, 1), at(7, 30), 10)).toBe('×10 documents → ×7.0 CPU median (×30.0 wall median): at most linear ✓');
    expect(growthVerdict(at(1, 1), at(10, 10), 10)).toContain('at most linear ✓');
    expect(growthVerdict(at(1, 1), at(12, 12), 10)).toContain('MORE THAN LINEAR ✗');
  });
});
