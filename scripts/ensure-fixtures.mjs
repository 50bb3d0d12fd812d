// Generates the mock backend's fixture data (deterministic from the seed) unless it is already there.
// The browser mock loads these JSON files, so faker never ships to the browser.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export const fixturesDir = process.env.MOCK_FIXTURES_DIR ?? 'fixtures/data/default';
const seed = process.env.MOCK_SEED ?? '1';
const products = process.env.MOCK_PRODUCTS ?? '2000';

function isCurrent() {
  const manifest = `${fixturesDir}/manifest.json`;
  if (!existsSync(manifest)) return false;
  try {
    const data = JSON.parse(readFileSync(manifest, 'utf8'));
    return String(data.seed) === seed && String(data.products ?? data.productCount) === products;
  } catch {
    return false;
  }
}

export function ensureFixtures() {
  if (isCurrent()) return 0;
  console.log(`Generating fixtures (seed ${seed}, ${products} products) into ${fixturesDir} …`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'fixtures/generate/cli.ts', '--seed', seed, '--products', products, '--out', fixturesDir], {
    stdio: 'inherit',
  });
  return run.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureFixtures());
