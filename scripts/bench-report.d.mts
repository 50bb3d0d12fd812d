export interface BenchRow {
  build: string;
  adapter: string;
  page: string;
  cache: 'cold' | 'warm';
  rps: number;
  p95: number;
  cpuMs?: number;
  mockCpuMs?: number;
  answers: string;
}
export interface BenchSettings {
  connections: number;
  seconds: number;
  category: string;
  mockMode: 'mounted' | 'separate';
  adapters: string[];
  builds: string[];
}
export interface BenchReport {
  date: string;
  node: string;
  loadAverageAtStart: number[];
  settings: BenchSettings;
  cli: { floor: number; help: number } | undefined;
  rows: BenchRow[];
}
export function startReport(settings: BenchSettings): BenchReport;
export function reportMarkdown(report: BenchReport): string;
export function writeReport(report: BenchReport, dir: string): [string, string];
