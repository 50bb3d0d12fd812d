import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSource } from './fixture-source';

function root(meta?: { seed: number; products: number }, dir = 'fixtures/data/default'): string {
  const folder = mkdtempSync(join(tmpdir(), 'cli-fixtures-'));
  if (meta !== undefined) {
    mkdirSync(join(folder, dir), { recursive: true });
    writeFileSync(join(folder, dir, 'manifest.json'), JSON.stringify({ formatVersion: 1, meta: { formatVersion: 1, ...meta }, files: [] }));
  }
  return folder;
}

describe("the CLI's in-process mock serves the fixture set npm start serves", () => {
  it('by default the set of seed 7 and 2000 products in fixtures/data/default, and says so', () => {
    const folder = root({ seed: 7, products: 2000 });
    const source = fixtureSource({}, folder);
    expect(source).toMatchObject({ seed: 7, products: 2000, dir: join(folder, 'fixtures/data/default') });
    expect(source.description).toBe('fixtures/data/default (seed 7, 2000 products), the set npm start serves');
  });

  it('MOCK_SEED and MOCK_PRODUCTS choose the set as they do for npm start; a folder holding another set is not used', () => {
    const folder = root({ seed: 7, products: 2000 });
    const source = fixtureSource({ MOCK_SEED: '9', MOCK_PRODUCTS: '500' }, folder);
    expect(source).toMatchObject({ seed: 9, products: 500 });
    expect(source.dir).toBeUndefined();
    expect(source.description).toMatch(/^generated in memory \(seed 9, 500 products\)/);
  });

  it('without a generated folder the same set is generated (seed 7, 2000 products), never a smaller one', () => {
    const source = fixtureSource({}, root());
    expect(source).toMatchObject({ seed: 7, products: 2000 });
    expect(source.dir).toBeUndefined();
  });

  it('MOCK_FIXTURES_DIR names the folder, whatever set it holds', () => {
    const folder = root({ seed: 3, products: 100 }, 'big');
    expect(fixtureSource({ MOCK_FIXTURES_DIR: 'big' }, folder)).toMatchObject({ seed: 3, products: 100, dir: join(folder, 'big') });
  });

  it('a size that is not a number stops with a message', () => {
    expect(() => fixtureSource({ MOCK_PRODUCTS: 'lots' }, root())).toThrow(/MOCK_PRODUCTS must be a whole number/);
  });
});
