// Size check of `npm test`: the initial JavaScript of the home page (gzip, production build) — the entry chunk and
// every chunk it imports statically — against the budget of issue 7 (160 kB, libraries included). Also checks that
// the mock backend and the screens other than the home page stay out of it (their own chunks).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const budgetKb = 160;

export function initialJavaScript(clientDir) {
  const manifest = JSON.parse(readFileSync(resolve(clientDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (entryKey === undefined) throw new Error(`No entry chunk in ${clientDir}/.vite/manifest.json`);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  const chunks = [...seen].map((key) => {
    const file = manifest[key].file;
    const bytes = readFileSync(resolve(clientDir, file));
    return { key, file, src: manifest[key].src, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return { chunks, total: chunks.reduce((sum, c) => sum + c.gzip, 0) };
}

/**
 * Sources that must never be in the initial JavaScript: the mock backend, every screen but the home page, and the
 * services chunk the browser loads after hydration (adapters, the container, and the libraries only they use).
 */
const lazyOnly = [
  /^mock-backend\//,
  /^fixtures\//,
  /^adapters\//,
  /^ui\/composition\/browser-services\.ts$/,
  /^ui\/(?!content\/HomePage)[^/]+\/[A-Za-z]+Page\.tsx$/,
  /^node_modules\/(inversify|@inversifyjs|reflect-metadata|zod)\//,
];

/** The sources of a chunk from its source map, relative to the project (the build writes maps next to the chunks). */
function sourcesOf(clientDir, file) {
  const mapFile = resolve(clientDir, `${file}.map`);
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const root = resolve(import.meta.dirname, '..');
  return (map.sources ?? []).map((source) => resolve(resolve(clientDir, file, '..'), source).replace(`${root}/`, ''));
}

function main() {
  const clientDir = process.argv[2] ?? `${process.env.STOREFRONT_DIST ?? 'dist'}/client`;
  const { chunks, total } = initialJavaScript(clientDir);
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(`Initial JavaScript of the home page (gzip), ${clientDir}:`);
  for (const c of chunks.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(c.gzip).padStart(7)} kB  ${c.file}`);
  console.log(`  ${kb(total).padStart(7)} kB  total (budget ${budgetKb} kB)`);
  const manifest = JSON.parse(readFileSync(resolve(clientDir, '.vite/manifest.json'), 'utf8'));
  const sources = chunks.flatMap((c) => [...(manifest[c.key].src ? [manifest[c.key].src] : []), ...sourcesOf(clientDir, c.file)]);
  const leaked = [...new Set(sources.filter((source) => lazyOnly.some((re) => re.test(source))))];
  let failed = false;
  if (leaked.length > 0) {
    console.error(`✘ Loaded up front but must be lazy chunks: ${leaked.join(', ')}`);
    failed = true;
  }
  if (total > budgetKb * 1024) {
    console.error(`✘ ${kb(total)} kB is over the budget of ${budgetKb} kB (issue 7)`);
    failed = true;
  }
  if (!failed) console.log('✔ within budget');
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
