// Runs the import rules of ARCHITECTURE.md (.dependency-cruiser.cjs) over every layer, and the UI's file-length rule.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { MAX_LINES, overLongFiles } from './file-length.mjs';

const layers = ['domain', 'application', 'adapters', 'ui', 'server', 'cli', 'mock-backend', 'fixtures', 'testing'].filter((d) => existsSync(d));
const run = spawnSync('node_modules/.bin/depcruise', [...layers, '--config', '.dependency-cruiser.cjs', '--output-type', 'err-long'], {
  stdio: 'inherit',
});
const long = overLongFiles(process.cwd());
for (const { path, lines } of long) console.error(`${path}: ${lines} lines; a UI source file has at most ${MAX_LINES} (one job per file, STYLE.md)`);
process.exit(long.length > 0 ? 1 : (run.status ?? 1));
