import { type Doc } from './values';

/**
 * The searchable catalogue: documents by ordinal (index order) and, per field, the structures queries need. Each
 * per-field structure is built once, in one pass over the documents (at createIndex for `warm` fields, otherwise on
 * first use), and kept: every later query reads it without touching the documents.
 */
export interface SearchIndex {
  readonly size: number;
  readonly docs: readonly Doc[];
  readonly ids: readonly string[];
  /** Per-field structures keyed by `<kind>:<field>` (field-index.ts, text-index.ts) and per-index work arrays. */
  readonly cache: Map<string, unknown>;
}

/** Builds a per-field structure once per index and keeps it. */
export function memo<T>(index: SearchIndex, key: string, build: () => T): T {
  const hit = index.cache.get(key);
  if (hit !== undefined) return hit as T;
  const built = build();
  index.cache.set(key, built);
  return built;
}
