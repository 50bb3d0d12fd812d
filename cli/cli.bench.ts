import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bench, describe } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-cli-bench-'));

/** One cold start of the binary: a new Node process, tsx, the program, and for commands the in-process mock. */
function storefront(...args: string[]): void {
  const result = spawnSync(process.execPath, ['cli/bin.js', ...args], { env: { ...process.env, STOREFRONT_CLI_DATA_DIR: dataDir }, stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`storefront ${args.join(' ')} exited with ${result.status}`);
}

// Medians of the cold start: a support tool is started for every question, so --help aims at under 300 ms.
describe('storefront cold start', () => {
  bench('storefront --help', () => storefront('--help'), { iterations: 10, time: 0, warmupIterations: 1 });
  bench('storefront url resolve /en/ (in-process mock)', () => storefront('url', 'resolve', '/en/'), { iterations: 10, time: 0, warmupIterations: 1 });
});
