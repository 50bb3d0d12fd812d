#!/usr/bin/env node
// Entry of `npx storefront`: imports the CLI bundle built once by scripts/build-cli.mjs (at install through `prepare`,
// in `npm run build`, or `npm run build:cli`), so a start costs about one Node start plus the bundle's import. Without a
// bundle (a checkout before install) it runs the TypeScript sources through tsx, slower, and says how to build it.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const bundle = join(root, '.cli-build', 'current', 'main.js');

if (existsSync(bundle)) {
  await import(pathToFileURL(bundle).href);
} else {
  process.stderr.write('storefront: no CLI build found, running from source (run `npm run build:cli` for a quick start)\n');
  const { register } = await import('tsx/esm/api');
  register();
  await import('./main.ts');
}
