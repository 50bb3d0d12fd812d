import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { moveSourceMaps } from './build.mjs';

describe('npm run build', () => {
  it("moves the browser build's source maps out of the served folder, at the same relative paths", () => {
    const root = mkdtempSync(join(tmpdir(), 'build-'));
    try {
      mkdirSync(join(root, 'client/assets'), { recursive: true });
      writeFileSync(join(root, 'client/assets/app.js'), 'x');
      writeFileSync(join(root, 'client/assets/app.js.map'), '{"sources":["../../ui/app.ts"]}');
      writeFileSync(join(root, 'client/sw.js.map'), '{}');
      expect(moveSourceMaps(root)).toBe(2);
      expect(existsSync(join(root, 'client/assets/app.js.map'))).toBe(false);
      expect(existsSync(join(root, 'client/sw.js.map'))).toBe(false);
      expect(existsSync(join(root, 'client/assets/app.js'))).toBe(true);
      expect(readFileSync(join(root, 'sourcemaps/assets/app.js.map'), 'utf8')).toContain('../../ui/app.ts');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
