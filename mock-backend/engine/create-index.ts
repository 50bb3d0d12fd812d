import { fieldType, keywordField, numericField } from './field-index';
import { type SearchIndex } from './index-cache';
import { textField } from './text-index';
import { isScalar, type Doc } from './values';

export interface CreateIndexOptions {
  /** Document field used as `_id` (default `id`); documents without it get their ordinal. */
  readonly idField?: string;
  /** Fields whose keyword, numeric and text structures are built now rather than on the first query. */
  readonly warm?: readonly string[];
}

/** Indexes the documents (kept by reference, never mutated) for search(). */
export function createIndex(docs: readonly Doc[], options: CreateIndexOptions = {}): SearchIndex {
  const idField = options.idField ?? 'id';
  const ids = docs.map((doc, i) => {
    const id = doc[idField];
    return isScalar(id) ? String(id) : String(i);
  });
  const index: SearchIndex = { size: docs.length, docs, ids, cache: new Map() };
  for (const field of options.warm ?? []) {
    keywordField(index, field);
    numericField(index, field, 'number');
    textField(index, field);
    fieldType(index, field);
  }
  return index;
}
