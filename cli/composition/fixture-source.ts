import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';

/** Where the in-process mock's fixtures come from: the set `npm start` serves, found on disk, or generated alike. */
export interface FixtureSource {
  readonly seed: number;
  readonly products: number;
  /** The generated set on disk to load; none means generate it in memory from seed and size. */
  readonly dir?: string;
  /** One line for the shopper-support user: which data the answers come from. */
  readonly description: string;
}

const positive = (text: string | undefined, fallback: number, name: string): number => {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${text}"`);
  return value;
};

function manifestMeta(dir: string): { seed: number; products: number } | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { meta?: { seed?: unknown; products?: unknown } };
    const { seed, products } = manifest.meta ?? {};
    return typeof seed === 'number' && typeof products === 'number' ? { seed, products } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The fixture set of the in-process mock, chosen as `npm start` chooses it (scripts/ensure-fixtures.mjs and the
 * mounted mock): `MOCK_SEED` (7) and `MOCK_PRODUCTS` (2000) name the set, `MOCK_FIXTURES_DIR`
 * (fixtures/data/default) is where it is generated. When that folder holds this set it is loaded; a folder named
 * explicitly is loaded whatever it holds; otherwise the same set is generated in memory (same seed, same data).
 */
export function fixtureSource(env: Readonly<Record<string, string | undefined>>, root: string): FixtureSource {
  const seed = positive(env['MOCK_SEED'], 7, 'MOCK_SEED');
  const products = positive(env['MOCK_PRODUCTS'], 2000, 'MOCK_PRODUCTS');
  const named = env['MOCK_FIXTURES_DIR'];
  const dir = named === undefined || named === '' ? join(root, 'fixtures/data/default') : isAbsolute(named) ? named : join(root, named);
  const shown = relative(root, dir).startsWith('..') ? dir : relative(root, dir);
  const meta = existsSync(join(dir, 'manifest.json')) ? manifestMeta(dir) : undefined;
  if (meta !== undefined && (named !== undefined && named !== '' ? true : meta.seed === seed && meta.products === products)) {
    return {
      seed: meta.seed,
      products: meta.products,
      dir,
      description: `${shown} (seed ${String(meta.seed)}, ${String(meta.products)} products), the set npm start serves`,
    };
  }
  return {
    seed,
    products,
    description: `generated in memory (seed ${String(seed)}, ${String(products)} products), the set npm start serves; \`node scripts/ensure-fixtures.mjs\` keeps it on disk for quicker starts`,
  };
}
