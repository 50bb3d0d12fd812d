import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { type Plugin } from 'vite';
import { personalAreas, serverAreas } from '../ui/i18n/personal-areas.ts';

const prefix = 'virtual:messages/';
const resolvedPrefix = '\0messages:';
const cataloguesDir = resolve(import.meta.dirname, '../ui/i18n/catalogues');

/** Which areas a compiled catalogue holds. */
export type AreaSelection = 'all' | 'public' | 'personal';

const selected = (area: string, areas: AreaSelection) =>
  areas === 'all' || (!serverAreas.includes(area) && personalAreas.includes(area) === (areas === 'personal'));

/** Every area's catalogue of one language, merged, each text compiled to its ICU AST (what `formatjs compile --ast` writes). */
export function compiledMessages(store: string, dir = cataloguesDir, areas: AreaSelection = 'all'): Record<string, unknown> {
  const merged: Record<string, string> = {};
  for (const area of readdirSync(dir).sort()) {
    if (!selected(area, areas)) continue;
    const file = join(dir, area, `${store}.json`);
    let texts: Record<string, string>;
    try {
      texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
    }
    Object.assign(merged, texts);
  }
  return Object.fromEntries(
    Object.entries(merged).map(([id, text]) => {
      try {
        return [id, parse(text, { ignoreTag: false })];
      } catch (error) {
        throw new Error(`Message ${id} (${store}) does not parse: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}

/**
 * The browser build ships react-intl without its ICU parser: every message arrives compiled. Only a text missing from
 * a catalogue (the catalogue test forbids that) would fall back to its raw English default.
 */
export function withoutMessageParserPlugin(): Plugin {
  return {
    name: 'storefront-without-message-parser',
    apply: 'build',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (id !== '@formatjs/icu-messageformat-parser' || options.ssr === true || this.environment.name !== 'client') return undefined;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * `import('virtual:messages/nl')`: one module per language with every message compiled ahead of time, so the browser
 * ships no ICU parser and each language is one hashed, cacheable chunk instead of one per feature area.
 * In the browser (Vite's client environment) that chunk holds the public areas and `virtual:messages/personal/nl`
 * the personal ones; `virtual:messages/split` says whether they are apart. The server and the tests get every text
 * in `virtual:messages/nl`.
 */
export function compiledMessagesPlugin(): Plugin {
  return {
    name: 'storefront-compiled-messages',
    resolveId(id) {
      return id.startsWith(prefix) ? `${resolvedPrefix}${id.slice(prefix.length)}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const split = this.environment.name === 'client';
      const name = id.slice(resolvedPrefix.length);
      if (name === 'split') return `export default ${String(split)};`;
      const match = /^(personal\/)?([a-z]{2})$/.exec(name);
      if (match === null) throw new Error(`No message catalogue for "${name}"`);
      const store = match[2] as string;
      for (const area of readdirSync(cataloguesDir)) this.addWatchFile(join(cataloguesDir, area, `${store}.json`));
      const areas: AreaSelection = match[1] !== undefined ? 'personal' : split ? 'public' : 'all';
      // JSON.parse of a string literal is quicker for the engine than the same object as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(areas === 'personal' && !split ? {} : compiledMessages(store, cataloguesDir, areas)))});`;
    },
  };
}
