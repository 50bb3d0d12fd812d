// Builds the support CLI once into .cli-build/ (git-ignored): one esbuild bundle of cli/main.ts with its chunks, so
// `npx storefront` starts by importing JavaScript and never walks, compiles or bundles the sources on a start.
// Runs at install (`prepare`), in `npm run build` and as `npm run build:cli` after editing the CLI's sources.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const buildDir = join(root, '.cli-build');

export async function buildCli() {
  const { build } = await import('esbuild');
  const temp = join(buildDir, `next-${process.pid}`);
  const target = join(buildDir, 'current');
  mkdirSync(buildDir, { recursive: true });
  await build({
    entryPoints: [join(root, 'cli/main.ts')],
    outdir: temp,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // npm packages go into the bundle too: resolving and compiling their hundreds of files cost about a quarter of a
    // `product show`, and tree-shaking drops what the CLI never calls (msw's GraphQL support, for one).
    // CommonJS packages inside an ES module still call require(): the banner gives them one.
    banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'error',
  });
  writeFileSync(join(temp, 'built-at.txt'), `${new Date().toISOString()}\n`);
  // Swap in whole: a CLI running from the old bundle keeps its chunks until it ends (the old folder is renamed first).
  const old = join(buildDir, `old-${process.pid}`);
  try {
    renameSync(target, old);
  } catch {
    // No previous build.
  }
  renameSync(temp, target);
  rmSync(old, { recursive: true, force: true });
  return target;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = await buildCli();
  console.log(`CLI built into ${target}`);
}
