/**
 * The JSON texts of rewritten product hit `_source`s (source filter, then `rewriteOwnProduct`), kept across searches:
 * listing after listing answers the same products. A text is found by the index document (by identity: nothing
 * changes a fixture document after load) and by everything else it depends on: the source filter, the store view's
 * tax settings and rules, the secret. The clock counts only through special-price windows, so a text serves only
 * the clock times in which those windows stay as they were when it was made (`rewriteValidity`).
 */
import type { MockContext } from '../../context';
import { makeSourceFilter, type Doc, type SourceFilter, type SourceMaker } from '../../engine/index.ts';
import { cached } from '../shared/common';
import { utf8Length, type JsonText } from './json-text';
import { rewriteOwnProduct, rewriteValidity, type ProductRewriteOptions } from './vsf-products';

export interface ProductSourceTexts {
  /** The `_source` maker (engine `searchWith`) of one search with these rewrite options. */
  sources(options: ProductRewriteOptions): SourceMaker<JsonText>;
  /** Texts made, reused, and found but made again because the clock had left their span (for tests). */
  readonly counts: { made: number; reused: number; expired: number };
}

export interface SourceTextLimits {
  /** Characters of text kept, least recently used dropped first: the texts range from a few hundred characters to tens of thousands. */
  readonly maxChars: number;
  /** Distinct (filter, store view, secret) combinations; past it everything is dropped (a client sending ever new filters). */
  readonly maxVariants: number;
}

const DEFAULT_LIMITS: SourceTextLimits = { maxChars: 8_000_000, maxVariants: 256 };

interface Entry extends JsonText {
  readonly validFrom: number;
  readonly validTo: number;
}

export function productSourceTexts(limits: SourceTextLimits = DEFAULT_LIMITS): ProductSourceTexts {
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  const idOf = (object: object): number => {
    let id = ids.get(object);
    if (id === undefined) {
      id = nextId++;
      ids.set(object, id);
    }
    return id;
  };
  const variants = new Map<string, number>();
  // Insertion order is recency order: a reused entry is moved to the end.
  const entries = new Map<string, Entry>();
  let chars = 0;
  const counts = { made: 0, reused: 0, expired: 0 };

  const variantOf = (options: ProductRewriteOptions, filter: SourceFilter): number => {
    const key = JSON.stringify([
      idOf(options.taxRules),
      options.store.tax.defaultCountry,
      options.store.tax.sourcePriceIncludesTax,
      options.secret,
      filter.includes,
      filter.excludes,
    ]);
    let id = variants.get(key);
    if (id === undefined) {
      if (variants.size >= limits.maxVariants) {
        variants.clear();
        entries.clear();
        chars = 0;
      }
      id = nextId++;
      variants.set(key, id);
    }
    return id;
  };

  const keep = (key: string, entry: Entry): void => {
    const old = entries.get(key);
    if (old !== undefined) chars -= old.text.length;
    entries.delete(key);
    entries.set(key, entry);
    chars += entry.text.length;
    for (const [oldest, dropped] of entries) {
      if (chars <= limits.maxChars) break;
      entries.delete(oldest);
      chars -= dropped.text.length;
    }
  };

  return {
    counts,
    sources: (options) => (filter) => {
      const nowMs = options.nowMs;
      let filterSource: ((doc: Doc) => Record<string, unknown>) | undefined;
      const make = (doc: Doc): Entry => {
        filterSource ??= makeSourceFilter(filter);
        const product = rewriteOwnProduct(filterSource(doc), options);
        const text = JSON.stringify(product);
        const valid = rewriteValidity(product, nowMs);
        counts.made++;
        return { text, bytes: utf8Length(text), validFrom: valid.from, validTo: valid.to };
      };
      // The validity spans are in whole milliseconds; any other clock reading is answered without the memo.
      if (!Number.isSafeInteger(nowMs)) return make;
      const variant = variantOf(options, filter);
      return (doc) => {
        const key = `${idOf(doc)}:${variant}`;
        const found = entries.get(key);
        if (found !== undefined && found.validFrom <= nowMs && nowMs < found.validTo) {
          counts.reused++;
          entries.delete(key);
          entries.set(key, found);
          return found;
        }
        if (found !== undefined) counts.expired++;
        const entry = make(doc);
        keep(key, entry);
        return entry;
      };
    },
  };
}

/** The memo of a mock context (it dies with the context and its fixtures). */
export function productSourceTextsOf(ctx: MockContext): ProductSourceTexts {
  return cached(ctx, 'product-source-texts', () => productSourceTexts());
}
