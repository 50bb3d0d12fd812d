import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import de from './catalogues/de.json';
import en from './catalogues/en.json';
import nl from './catalogues/nl.json';
import { messages } from './messages';

const declaredIds: string[] = Object.values(messages).map((m) => m.id);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.endsWith(join('i18n', 'messages.ts')) ? [path] : [];
  });
}

describe('message catalogues', () => {
  it.each([
    ['nl', nl],
    ['en', en],
    ['de', de],
  ])('%s holds exactly the ids the code declares', (_store, catalogue) => {
    const ids = Object.keys(catalogue);
    expect(ids.filter((id) => !declaredIds.includes(id)), 'ids in the catalogue that no code declares').toEqual([]);
    expect(declaredIds.filter((id) => !ids.includes(id)), 'declared ids missing from the catalogue').toEqual([]);
    expect(Object.values(catalogue).every((text) => text.trim().length > 0)).toBe(true);
  });

  it('every declared message is used by a component', () => {
    const code = sourceFiles(join(import.meta.dirname, '..')).map((f) => readFileSync(f, 'utf8')).join('\n');
    const unused = Object.keys(messages).filter((key) => !code.includes(`messages.${key}`));
    expect(unused).toEqual([]);
  });

  it('English is the default text and Dutch and German are translated, not copied', () => {
    for (const m of Object.values(messages)) expect(en[m.id as keyof typeof en]).toBe(m.defaultMessage);
    const copied = declaredIds.filter((id) => nl[id as keyof typeof nl] === en[id as keyof typeof en] || de[id as keyof typeof de] === en[id as keyof typeof en]);
    expect(copied).toEqual([]);
  });
});
