#!/usr/bin/env node
// Entry of `npx storefront`. Runs a bundle of the TypeScript CLI from .cli-build/ (git-ignored), made with esbuild
// for the newest source's modification time, so a cold `--help` does not pay for compiling TypeScript on every start; when the
// bundle cannot be written (read-only checkout) it runs the sources through tsx.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const buildDir = join(root, '.cli-build');
const sourceDirs = ['cli', 'application', 'domain', 'adapters', 'mock-backend', 'fixtures/generate', 'fixtures/edge-cases'];

function newestSource() {
  let newest = statSync(join(root, 'package.json')).mtimeMs;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|json)$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const dir of sourceDirs) if (existsSync(join(root, dir))) walk(join(root, dir));
  return newest;
}

/** Bundles the CLI into .cli-build/<stamp>/; a finished bundle is never rewritten, so a running CLI keeps its chunks. */
async function bundleFor(stamp) {
  const target = join(buildDir, String(stamp));
  if (existsSync(join(target, 'main.js'))) return target;
  const { build } = await import('esbuild');
  const temp = `${target}.${process.pid}`;
  await build({
    entryPoints: [join(root, 'cli/main.ts')],
    outdir: temp,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'error',
  });
  try {
    renameSync(temp, target);
  } catch {
    // Another first run got there first with the same sources.
    rmSync(temp, { recursive: true, force: true });
  }
  for (const old of readdirSync(buildDir)) if (!old.startsWith(String(stamp))) rmSync(join(buildDir, old), { recursive: true, force: true });
  return target;
}

async function start() {
  let bundle;
  try {
    mkdirSync(buildDir, { recursive: true });
    bundle = await bundleFor(newestSource());
  } catch (error) {
    // Only a bundle that cannot be made falls back to the sources; an error of the CLI itself is the CLI's to report.
    if (process.env.STOREFRONT_DEBUG_BIN) process.stderr.write(`storefront: running from source (${error instanceof Error ? error.message : error})\n`);
  }
  if (bundle !== undefined) {
    await import(pathToFileURL(join(bundle, 'main.js')).href);
    return;
  }
  const { register } = await import('tsx/esm/api');
  register();
  await import('./main.ts');
}

await start();
