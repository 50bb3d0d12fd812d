// `npm test`: every guard rail in one run, one summary at the end, non-zero exit on any failure.
import { spawn } from 'node:child_process';
import { findTestBrowser } from './find-chrome.mjs';
import { findRedis } from './find-redis.mjs';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
const bin = (name) => `node_modules/.bin/${name}`;

// The tests read the pictures as SVG (the mounted mock serves SVG where no raster exists); rasterising the demo
// pictures (~140 s of CPU) in the background would only slow the build and the browser tests on two cores.
process.env.MOCK_ART ??= 'skip';

const steps = [
  { name: 'typecheck', cmd: [bin('tsc'), '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: [bin('eslint'), '.', '--max-warnings', '0'] },
  { name: 'formatting (Prettier)', cmd: [bin('prettier'), '--check', '.', '--log-level', 'warn'] },
  { name: 'architecture', cmd: ['node', 'scripts/architecture.mjs'] },
  { name: 'unit + property tests (coverage of domain/)', cmd: [bin('vitest'), 'run', '--coverage'], redis: true },
  // Incremental: the committed report (testing/mutation/stryker-incremental.json) lets the run mutate only the code and
  // tests that changed since it was made; the check then holds each layer to its score (docs/mutation-testing.md).
  { name: 'mutation testing (domain/ + application/, incremental)', cmd: [bin('stryker'), 'run'] },
  {
    name: 'mutation scores (domain ≥ 90 %, application ≥ 80 %)',
    cmd: ['node', 'scripts/mutation-check.mjs'],
    needs: ['mutation testing (domain/ + application/, incremental)'],
  },
  { name: 'fixtures for the browser mock', cmd: ['node', 'scripts/ensure-fixtures.mjs'] },
  { name: 'production build (browser + server)', cmd: ['node', 'scripts/build.mjs'], env: { NODE_ENV: 'production', STOREFRONT_DIST: 'dist' } },
  {
    name: 'two built servers sharing one Redis',
    cmd: [bin('vitest'), 'run', 'server/multi-instance.test.ts'],
    env: { SCALE_SERVER_BUNDLE: 'dist/server/serve.js' },
    needs: ['production build (browser + server)'],
    redis: true,
  },
  {
    name: 'fuzz suite against the built server',
    cmd: [bin('vitest'), 'run', 'server/fuzz.test.ts'],
    env: { FUZZ_SERVER_BUNDLE: 'dist/server/serve.js' },
    needs: ['production build (browser + server)'],
  },
  { name: 'server bundle without the mock', cmd: ['node', 'scripts/server-bundle-check.mjs', 'dist/server'], needs: ['production build (browser + server)'] },
  { name: 'size check (initial JavaScript of home)', cmd: ['node', 'scripts/size-check.mjs', 'dist/client'], needs: ['production build (browser + server)'] },
  {
    name: 'end-to-end (Playwright, Chromium)',
    cmd: [bin('playwright'), 'test'],
    env: { E2E_DIST: 'dist' },
    needs: ['production build (browser + server)', 'fixtures for the browser mock'],
    browser: true,
  },
];

const results = [];
for (const step of steps) {
  const blocked = (step.needs ?? []).filter((n) => results.find((r) => r.name === n)?.status !== 'passed');
  if (blocked.length > 0) {
    results.push({ name: step.name, status: 'skipped', seconds: 0, note: `needs ${blocked.join(', ')}` });
    continue;
  }
  const env = { ...process.env, ...step.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
  if (step.redis) {
    // The output cache's tests start their own redis-server on a free 127.0.0.1 port (Debian's, installed when missing).
    try {
      env.REDIS_SERVER = findRedis();
    } catch (error) {
      console.error(`\n${error.message}`);
      results.push({ name: step.name, status: 'failed', seconds: 0, note: 'no redis-server' });
      continue;
    }
  }
  if (step.browser) {
    try {
      env.CHROME_PATH = findTestBrowser();
    } catch (error) {
      console.error(`\n${error.message}`);
      results.push({ name: step.name, status: 'failed', seconds: 0, note: 'no browser' });
      continue;
    }
  }
  console.log(`\n━━━ ${step.name} ━━━`);
  const started = process.hrtime.bigint();
  const run = await runTeed(step.cmd, env);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  results.push({ name: step.name, status: run.status === 0 ? 'passed' : 'failed', seconds, note: run.error ?? '', lines: run.lines });
}

const mark = { passed: '✔', failed: '✘', skipped: '−' };
console.log('\n━━━ npm test summary ━━━');
for (const r of results) {
  console.log(`${mark[r.status]} ${r.status.padEnd(7)} ${r.name.padEnd(48)} ${r.seconds.toFixed(1).padStart(6)} s ${r.note}`);
}
const failed = results.filter((r) => r.status !== 'passed');
// CI keeps only the tail of the output: repeat what each failed step said about its failures, so the tail names them.
for (const r of failed.filter((f) => f.lines)) {
  console.log(`\n━━━ what '${r.name}' said about its failures ━━━`);
  console.log(failureLines(r.lines).join('\n') || r.lines.slice(-30).join('\n'));
}
console.log(
  failed.length === 0 ? '\nAll checks passed.' : `\n${failed.length} of ${results.length} checks did not pass: ${failed.map((r) => r.name).join('; ')}`,
);
process.exit(failed.length === 0 ? 0 : 1);

/** Runs a step with its output passed through, and keeps the output (without colours) for the summary. */
function runTeed(cmd, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), { stdio: ['inherit', 'pipe', 'pipe'], env });
    const kept = [];
    const keep = (chunk) => kept.push(chunk.toString('utf8'));
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    child.on('error', (error) => resolve({ status: 1, error: error.message, lines: [] }));
    child.on('close', (status) => resolve({ status, lines: kept.join('').replace(ANSI, '').split('\n') }));
  });
}

/** The lines that name a failing test or file (vitest's FAIL / ×, Playwright's ✘ and numbered failures), at most 60. */
function failureLines(lines) {
  const marks =
    /^\s*(FAIL\b|Mutation score below|(domain|application)\/\S+:\d+:\d+ |×|✘|❯ .*\(\d+ tests? \| \d+ failed|\d+\) \[|Error:|AssertionError|ERROR: Coverage|Test Files|Tests\s)/;
  return lines.filter((line) => marks.test(line)).slice(0, 60);
}
