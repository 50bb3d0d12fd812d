import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_LINES, overLongFiles } from './file-length.mjs';

const sandbox = mkdtempSync(join(tmpdir(), 'file-length-'));
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

function place(path: string, lines: number): void {
  mkdirSync(join(sandbox, path, '..'), { recursive: true });
  writeFileSync(join(sandbox, path), 'export {};\n'.repeat(lines));
}

describe('the UI file-length rule', () => {
  it(`passes ${MAX_LINES} lines and reports ${MAX_LINES + 1}, tests exempt`, () => {
    place('ui/cart/Fits.tsx', MAX_LINES);
    place('ui/cart/cart.store.test.ts', MAX_LINES * 2);
    expect(overLongFiles(sandbox)).toEqual([]);
    place('ui/checkout/deep/TooLong.ts', MAX_LINES + 1);
    expect(overLongFiles(sandbox)).toEqual([{ path: join('ui', 'checkout', 'deep', 'TooLong.ts'), lines: MAX_LINES + 1 }]);
  });

  it('the real tree keeps to it', () => {
    expect(overLongFiles(join(import.meta.dirname, '..'))).toEqual([]);
  });
});
