// Writes what `npm run bench` measured to reports/ (ignored by git): bench.json for tools and a comparison script,
// bench.md as the table to read or paste into a note. Figures come from the run itself, never typed in by hand, and
// carry the facts needed to judge them: when, on what Node, how busy the machine was, with which settings.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

/** The run's facts and an empty list of rows; `rows` and `cli` are filled while the benchmark runs. */
export function startReport(settings) {
  return {
    date: new Date().toISOString(),
    node: process.version,
    loadAverageAtStart: loadavg().map((n) => Number(n.toFixed(2))),
    settings,
    cli: undefined,
    rows: [],
  };
}

const cell = (value, digits) => (value === undefined ? '–' : value.toFixed(digits));

/** The report as a Markdown table, one row per build, adapter, page and cache state. */
export function reportMarkdown(report) {
  const { settings } = report;
  const lines = [
    `# Benchmark, ${report.date}`,
    '',
    `Node ${report.node}; load average at start ${report.loadAverageAtStart.join(', ')} (1, 5, 15 min). ${settings.connections} connections, ${settings.seconds} s per round, median of 3 rounds; mock ${settings.mockMode}.`,
    '',
  ];
  if (report.cli !== undefined) {
    lines.push(`CLI cold start: node -e 0 ${report.cli.floor.toFixed(0)} ms, storefront --help ${report.cli.help.toFixed(0)} ms.`, '');
  }
  const separate = settings.mockMode === 'separate';
  lines.push(`| build | adapter | page | cache | req/s | p95 ms | CPU ms |${separate ? ' mock ms |' : ''} answers |`);
  lines.push(`|---|---|---|---|---|---|---|${separate ? '---|' : ''}---|`);
  for (const row of report.rows) {
    lines.push(
      `| ${row.build} | ${row.adapter} | ${row.page} | ${row.cache} | ${row.rps.toFixed(0)} | ${row.p95.toFixed(1)} | ${cell(row.cpuMs, 2)} |${separate ? ` ${cell(row.mockCpuMs, 2)} |` : ''} ${row.answers} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Writes bench.json and bench.md into `dir`; answers the two paths. */
export function writeReport(report, dir) {
  mkdirSync(dir, { recursive: true });
  const json = join(dir, 'bench.json');
  const markdown = join(dir, 'bench.md');
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(markdown, reportMarkdown(report));
  return [json, markdown];
}
