import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { alwaysLoaded, mockSourcesIn } from './server-bundle-check.mjs';

/** A server bundle as Vite writes it: serve.js loads the production chunk, which imports others. */
function bundle(productionImports: string): string {
  const root = mkdtempSync(join(tmpdir(), 'server-bundle-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'serve.js'), 'process.env.NODE_ENV ??= "production";\nawait import("./assets/production-1.js");\n');
  writeFileSync(join(root, 'assets/production-1.js'), `${productionImports}\nexport const started = 1;\n`);
  writeFileSync(join(root, 'assets/production-1.js.map'), JSON.stringify({ sources: ['../../server/production.ts'] }));
  writeFileSync(join(root, 'assets/shared-2.js'), 'export const x = 1;\n');
  writeFileSync(join(root, 'assets/shared-2.js.map'), JSON.stringify({ sources: ['../../domain/x.ts'] }));
  writeFileSync(join(root, 'assets/mock-3.js'), 'export function createNodeMockContext() {}\n');
  writeFileSync(join(root, 'assets/mock-3.js.map'), JSON.stringify({ sources: ['../../mock-backend/node.ts', '../../fixtures/generate/io.ts'] }));
  return join(root, 'serve.js');
}

describe('the server bundle check', () => {
  it('passes when the mock is only imported dynamically', () => {
    const entry = bundle('import { x } from "./shared-2.js";\nconst load = () => import("./mock-3.js");');
    expect(alwaysLoaded(entry)).toHaveLength(3);
    expect(mockSourcesIn(entry)).toEqual([]);
  });

  it('fails when the production chunk imports the mock statically', () => {
    const entry = bundle('import { x } from "./shared-2.js";\nimport { createNodeMockContext } from "./mock-3.js";');
    const found = mockSourcesIn(entry) as { file: string; sources: string[] }[];
    expect(found.map((f) => f.file.split('/').pop())).toEqual(['mock-3.js']);
    expect(found[0]?.sources).toEqual(['../../mock-backend/node.ts', '../../fixtures/generate/io.ts']);
  });
});
