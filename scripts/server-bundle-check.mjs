// The production server's own code carries no mock backend and no fixtures (ARCHITECTURE.md: they load lazily, in mock
// mode only). Follows serve.js, the production chunk it always loads, and every static import below them, and reads
// each chunk's source map: a source under mock-backend/ or fixtures/ fails the check. `npm test` runs it after the build.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const staticImport = /(?:^|[;\n])\s*(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
const dynamicImport = /import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;
const forbidden = /(^|\/)(mock-backend|fixtures)\//;

/** The chunks a server start always loads: the entry, its first dynamic import (the production server), and their static imports. */
export function alwaysLoaded(entry) {
  const firstDynamic = [...readFileSync(entry, 'utf8').matchAll(dynamicImport)][0]?.[1];
  const roots = [entry, ...(firstDynamic === undefined ? [] : [resolve(dirname(entry), firstDynamic)])];
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(staticImport)) queue.push(resolve(dirname(file), spec));
  }
  return [...seen];
}

/** Sources of the mock backend or the fixtures found in those chunks (from their source maps), by chunk. */
export function mockSourcesIn(entry) {
  const found = [];
  for (const file of alwaysLoaded(entry)) {
    const map = `${file}.map`;
    if (existsSync(map)) {
      const bad = (JSON.parse(readFileSync(map, 'utf8')).sources ?? []).filter((s) => forbidden.test(s));
      if (bad.length > 0) found.push({ file, sources: bad });
    } else if (/function createNodeMockContext|No mock for /.test(readFileSync(file, 'utf8'))) {
      // Without a source map, the mock's own definitions give it away.
      found.push({ file, sources: [] });
    }
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(process.argv[2] ?? 'dist/server');
  const entry = join(root, 'serve.js');
  if (!existsSync(entry)) {
    console.error(`No server bundle at ${entry}: run npm run build first.`);
    process.exit(1);
  }
  const chunks = alwaysLoaded(entry);
  const found = mockSourcesIn(entry);
  if (found.length > 0) {
    for (const { file, sources } of found) console.error(`✘ ${file} carries mock or fixture code: ${sources.slice(0, 5).join(', ')}`);
    process.exit(1);
  }
  console.log(`✔ the production server's ${String(chunks.length)} always-loaded chunks carry no mock backend and no fixtures`);
}
