// Runs the import rules of ARCHITECTURE.md (.dependency-cruiser.cjs) over every layer.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const layers = ['domain', 'application', 'adapters', 'ui', 'cli', 'mock-backend', 'fixtures', 'testing'].filter((d) => existsSync(d));
const run = spawnSync('node_modules/.bin/depcruise', [...layers, '--config', '.dependency-cruiser.cjs', '--output-type', 'err-long'], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
