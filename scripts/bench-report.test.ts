import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type BenchRow, type BenchSettings, reportMarkdown, startReport, writeReport } from './bench-report.mjs';

const settings = (mockMode: BenchSettings['mockMode']): BenchSettings => ({
  connections: 8,
  seconds: 5,
  category: '/en/women',
  mockMode,
  adapters: ['memory'],
  builds: ['/tmp/dist'],
});
const row = (over: Partial<BenchRow> = {}): BenchRow => ({
  build: '/tmp/dist',
  adapter: 'memory',
  page: 'home',
  cache: 'cold',
  rps: 412.4,
  p95: 31.26,
  cpuMs: 4.567,
  answers: '200 ×2060',
  ...over,
});

let dir: string | undefined;
afterEach(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the benchmark report: figures written by the run, with what is needed to judge them', () => {
  it('says when, on which Node and how busy the machine was, and has one table row per measurement', () => {
    const report = startReport(settings('mounted'));
    report.cli = { floor: 41.2, help: 96.8 };
    report.rows.push(row(), row({ cache: 'warm', rps: 2950.2, p95: 4.04, cpuMs: 0.4 }));
    const text = reportMarkdown(report);
    expect(text).toContain(`# Benchmark, ${report.date}`);
    expect(text).toContain(`Node ${process.version}`);
    expect(text).toContain('CLI cold start: node -e 0 41 ms, storefront --help 97 ms.');
    expect(text).toContain('| /tmp/dist | memory | home | cold | 412 | 31.3 | 4.57 | 200 ×2060 |');
    expect(text).toContain('| /tmp/dist | memory | home | warm | 2950 | 4.0 | 0.40 | 200 ×2060 |');
    expect(text).not.toContain('mock ms');
  });

  it("adds the mock's own CPU column when the mock ran apart, and a dash for a figure /proc could not give", () => {
    const report = startReport(settings('separate'));
    report.rows.push(row({ cpuMs: undefined, mockCpuMs: 2.5 }));
    const text = reportMarkdown(report);
    expect(text).toContain('| build | adapter | page | cache | req/s | p95 ms | CPU ms | mock ms | answers |');
    expect(text).toContain('| 412 | 31.3 | – | 2.50 | 200 ×2060 |');
  });

  it('writes the JSON and the table into the folder it is given', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-report-'));
    const report = startReport(settings('mounted'));
    report.rows.push(row());
    const [json, markdown] = writeReport(report, join(dir, 'reports'));
    expect(JSON.parse(readFileSync(json, 'utf8'))).toEqual(report);
    expect(readFileSync(markdown, 'utf8')).toBe(reportMarkdown(report));
  });
});
