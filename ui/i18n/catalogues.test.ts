import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type MessageDescriptor } from 'react-intl';
import { isDomainText } from './domain/DomainText';
import { domainAreas } from './domain/messages';

type Catalogue = Record<string, string>;

/** Every `messages.ts` of ui/ declares the texts of its feature with `defineMessages`, exported as `messages`. */
const messageFiles = import.meta.glob<{ messages: Record<string, MessageDescriptor & { id: string; defaultMessage: string }> }>('../**/messages.ts', {
  eager: true,
});
const catalogueFiles = import.meta.glob<{ default: Catalogue }>('./catalogues/*/*.json', { eager: true });

const declared = Object.values(messageFiles).flatMap((file) => Object.values(file.messages));
const declaredIds = declared.map((m) => m.id);

function catalogueOf(store: string): Catalogue {
  return Object.assign(
    {},
    ...Object.entries(catalogueFiles)
      .filter(([path]) => path.endsWith(`/${store}.json`))
      .map(([, file]) => file.default),
  ) as Catalogue;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'messages.ts' ? [path] : [];
  });
}

describe('message catalogues', () => {
  it('no id is declared twice', () => {
    expect(declaredIds.filter((id, i) => declaredIds.indexOf(id) !== i)).toEqual([]);
  });

  it.each(['nl', 'en', 'de'])('%s holds exactly the ids the code declares', (store) => {
    const catalogue = catalogueOf(store);
    const ids = Object.keys(catalogue);
    expect(
      ids.filter((id) => !declaredIds.includes(id)),
      'ids in the catalogue that no code declares',
    ).toEqual([]);
    expect(
      declaredIds.filter((id) => !ids.includes(id)),
      'declared ids missing from the catalogue',
    ).toEqual([]);
    expect(Object.values(catalogue).every((text) => text.trim().length > 0)).toBe(true);
  });

  it("the server's texts leave the browser build: only the server's own modules show them", async () => {
    const { serverAreas } = await import('./personal-areas');
    const uiDir = join(import.meta.dirname, '..');
    for (const area of serverAreas) {
      const importers = sourceFiles(uiDir).filter((path) => !path.includes(`/ui/${area}/`) && readFileSync(path, 'utf8').includes(`${area}/messages'`));
      expect(importers, `files outside ui/${area} that import its texts`).toEqual([]);
    }
  });

  it('the personal areas hold exactly the texts of the screens that wait for them, and those screens wait', async () => {
    const { personalAreas } = await import('./personal-areas');
    const personalFiles = Object.entries(messageFiles).filter(([path]) => personalAreas.some((area) => path === `../${area}/messages.ts`));
    expect(personalFiles).toHaveLength(personalAreas.length);
    const personalIds = new Set(
      Object.entries(catalogueFiles)
        .filter(([path]) => personalAreas.some((area) => path.startsWith(`./catalogues/${area}/`)))
        .flatMap(([, file]) => Object.keys(file.default)),
    );
    expect([...personalIds].sort()).toEqual([...new Set(personalFiles.flatMap(([, file]) => Object.values(file.messages).map((m) => m.id)))].sort());
    // In the browser those texts arrive with their screens: each of these modules waits for them before it is used.
    for (const [path] of personalFiles) expect(readFileSync(join(import.meta.dirname, path), 'utf8'), path).toMatch(/^await personalTexts\(\);$/m);
  });

  it('every declared message is used by the code', () => {
    const code = sourceFiles(join(import.meta.dirname, '..'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    // The domain's texts are used by id from the domain's notices and errors, not by name in ui/.
    const uiFiles = Object.entries(messageFiles).filter(([path]) => !/(^|\/)domain\/messages\.ts$/.test(path));
    const unused = uiFiles.flatMap(([, file]) => Object.keys(file.messages).filter((key) => !new RegExp(`[mM]essages\\.${key}\\b`).test(code)));
    expect(unused).toEqual([]);
  });

  it('English is the default text and Dutch and German are translated, not copied', () => {
    const [nl, en, de] = ['nl', 'en', 'de'].map(catalogueOf) as [Catalogue, Catalogue, Catalogue];
    for (const m of declared) expect(en[m.id], m.id).toBe(m.defaultMessage);
    // Brand names and codes read the same in every language; they say so with a description of 'same in every language'.
    const sameEverywhere = new Set(declared.filter((m) => m.description === 'same in every language').map((m) => m.id));
    const copied = declaredIds.filter((id) => !sameEverywhere.has(id) && (nl[id] === en[id] || de[id] === en[id]));
    expect(copied).toEqual([]);
  });

  it('a domain id shared by two areas has the same text in both, so one translation fits both', () => {
    const texts = new Map<string, Set<string>>();
    for (const area of Object.values(domainAreas)) for (const [id, text] of Object.entries(area)) texts.set(id, (texts.get(id) ?? new Set()).add(text));
    expect([...texts].filter(([, variants]) => variants.size > 1).map(([id]) => id)).toEqual([]);
  });

  it('domain ids never look like feature ids, which carry a dot', () => {
    expect(
      Object.values(domainAreas)
        .flatMap((area) => Object.keys(area))
        .filter((id) => id.includes('.')),
    ).toEqual([]);
  });

  it.each(['nl', 'en', 'de'])("%s: the ids without a dot are exactly the domain's, which is how DomainText knows them", (store) => {
    const domainIds = new Set(Object.values(domainAreas).flatMap((area) => Object.keys(area)));
    const catalogue = catalogueOf(store);
    expect(
      Object.keys(catalogue)
        .filter((id) => isDomainText(id, catalogue))
        .sort(),
    ).toEqual([...domainIds].sort());
  });
});
