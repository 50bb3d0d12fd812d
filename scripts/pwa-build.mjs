// After the browser build of `npm run build` (production server only; the static demo keeps mockServiceWorker.js
// and ships no other worker): bundles ui/pwa/service-worker.ts into client/sw.js and injects Workbox's precache
// list — the app shell the entry can reach (entry, route chunks, CSS, the Latin fonts, compiled messages) plus the
// icons and manifests — never the in-browser mock backend or its data.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const fontsKept = /inter-latin(-ext)?-wght-normal/;

/** The files the service worker precaches, relative to the client folder, from Vite's manifest. */
export function precacheFiles(clientDir) {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (entry === undefined) throw new Error('The Vite manifest names no index.html entry');
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key) || /^(mock-backend|fixtures)\//.test(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const asset of chunk.assets ?? []) if (!/\.woff2?$/.test(asset) || fontsKept.test(asset)) files.add(asset);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  for (const name of [
    'icons/icon-192.png',
    'icons/icon-512.png',
    'icons/maskable-192.png',
    'icons/maskable-512.png',
    'manifest.nl.webmanifest',
    'manifest.en.webmanifest',
    'manifest.de.webmanifest',
  ]) {
    if (existsSync(join(clientDir, name))) files.add(name);
  }
  return [...files].filter((f) => f !== 'index.html' && existsSync(join(clientDir, f))).sort();
}

/** Bundles the worker and injects the precache list into client/sw.js. */
export async function buildServiceWorker(root) {
  const clientDir = join(root, 'client');
  const files = precacheFiles(clientDir);
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(join(clientDir, file)));
  const release = hash.digest('hex').slice(0, 12);
  const tmp = join(root, '.sw-build');
  const { build } = await import('vite');
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': '"production"', __SW_BUILD__: JSON.stringify(release) },
    build: {
      outDir: tmp,
      emptyOutDir: true,
      sourcemap: false,
      minify: true,
      lib: { entry: 'ui/pwa/service-worker.ts', formats: ['iife'], name: 'noordServiceWorker', fileName: () => 'sw.js' },
    },
  });
  const { injectManifest } = await import('workbox-build');
  const result = await injectManifest({
    swSrc: join(tmp, 'sw.js'),
    swDest: join(clientDir, 'sw.js'),
    globDirectory: clientDir,
    globPatterns: files,
    // Vite's hashed files carry their version in the name; the icons and manifests get a revision.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  });
  rmSync(tmp, { recursive: true, force: true });
  for (const warning of result.warnings) console.warn(`[pwa] ${warning}`);
  console.log(`[pwa] sw.js (release ${release}) precaches ${result.count} files, ${(result.size / 1024).toFixed(0)} kB`);
  return { release, count: result.count, size: result.size };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2];
  if (root === undefined) throw new Error('usage: node scripts/pwa-build.mjs <dist root>');
  buildServiceWorker(root).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
