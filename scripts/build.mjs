// `npm run build [-- --outDir DIR]`: the browser build into DIR/client and the server bundle into DIR/server
// (DIR defaults to STOREFRONT_DIST or dist). `npm run serve` runs DIR/server/serve.js.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

export function distRoot(argv = process.argv.slice(2)) {
  const { values } = parseArgs({ args: argv, options: { outDir: { type: 'string' } }, allowPositionals: false });
  return resolve(values.outDir ?? process.env.STOREFRONT_DIST ?? 'dist');
}

/**
 * Moves the browser build's source maps (written hidden: no sourceMappingURL comment, vite.config.ts) from DIR/client
 * to DIR/sourcemaps, at the same relative paths: error reports resolve against them, and nothing serving DIR/client
 * publishes them. Answers how many were moved.
 */
export function moveSourceMaps(root) {
  const client = `${root}/client`;
  let moved = 0;
  rmSync(join(root, 'sourcemaps'), { recursive: true, force: true });
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.map')) {
        const target = join(root, 'sourcemaps', relative(client, path));
        mkdirSync(dirname(target), { recursive: true });
        renameSync(path, target);
        moved++;
      }
    }
  };
  if (existsSync(client)) walk(client);
  return moved;
}

export function build(root) {
  const vite = 'node_modules/.bin/vite';
  const env = { ...process.env, NODE_ENV: 'production' };
  const steps = [
    ['build', '--outDir', `${root}/client`, '--emptyOutDir'],
    ['build', '--ssr', 'server/serve.ts', '--outDir', `${root}/server`, '--emptyOutDir'],
  ];
  for (const args of steps) {
    const run = spawnSync(vite, args, { stdio: 'inherit', env });
    if (run.status !== 0) return run.status ?? 1;
  }
  moveSourceMaps(root);
  // The service worker of the installable app, over the browser build just made (scripts/pwa-build.mjs).
  const worker = spawnSync(process.execPath, ['scripts/pwa-build.mjs', root], { stdio: 'inherit', env });
  if (worker.status !== 0) return worker.status ?? 1;
  // The support CLI, built once here and at install, so `npx storefront` never bundles on a start (scripts/build-cli.mjs).
  const cli = spawnSync(process.execPath, ['scripts/build-cli.mjs'], { stdio: 'inherit', env });
  if (cli.status !== 0) return cli.status ?? 1;
  // The server bundle imports its packages (react, msw, sirv, …) from node_modules; a build outside the project
  // finds them through a link.
  if (relative(resolve('.'), root).startsWith('..') && !existsSync(`${root}/node_modules`)) symlinkSync(resolve('node_modules'), `${root}/node_modules`, 'dir');
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(build(distRoot()));
