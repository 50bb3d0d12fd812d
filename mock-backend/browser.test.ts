import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

describe('browser entry', () => {
  it('never reaches faker or the fixture generator (the browser loads pre-generated JSON)', () => {
    const output = execFileSync(
      join(root, 'node_modules/.bin/depcruise'),
      ['mock-backend/browser.ts', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const modules = (JSON.parse(output) as { modules: { source: string }[] }).modules.map((m) => m.source);
    expect(modules).toContain('mock-backend/handlers/index.ts');
    expect(modules.filter((source) => /faker|fixtures\/generate|node:|^fs$|mock-backend\/(node|server)\.ts/.test(source))).toEqual([]);
  }, 60_000);
});
