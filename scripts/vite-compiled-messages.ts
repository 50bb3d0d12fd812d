import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { type Plugin } from 'vite';

const prefix = 'virtual:messages/';
const resolvedPrefix = '\0messages:';
const cataloguesDir = resolve(import.meta.dirname, '../ui/i18n/catalogues');

/** Every area's catalogue of one language, merged, each text compiled to its ICU AST (what `formatjs compile --ast` writes). */
export function compiledMessages(store: string, dir = cataloguesDir): Record<string, unknown> {
  const merged: Record<string, string> = {};
  for (const area of readdirSync(dir).sort()) {
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
 */
export function compiledMessagesPlugin(): Plugin {
  return {
    name: 'storefront-compiled-messages',
    resolveId(id) {
      return id.startsWith(prefix) ? `${resolvedPrefix}${id.slice(prefix.length)}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const store = id.slice(resolvedPrefix.length);
      if (!/^[a-z]{2}$/.test(store)) throw new Error(`No message catalogue for "${store}"`);
      for (const area of readdirSync(cataloguesDir)) this.addWatchFile(join(cataloguesDir, area, `${store}.json`));
      // JSON.parse of a string literal is quicker for the engine than the same object as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiledMessages(store)))});`;
    },
  };
}
