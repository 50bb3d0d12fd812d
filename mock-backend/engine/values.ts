/**
 * How document values are read and compared. These rules are shared by the engine's indexes; the naive
 * reference evaluator (reference.ts) re-implements them independently so the property test can catch drift.
 */
export type Scalar = string | number | boolean;
export type Doc = Readonly<Record<string, unknown>>;

export function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean';
}

/** `a.b.c` → segments; a trailing `.keyword` (ES dynamic-mapping sub-field) means the exact value of `a.b`. */
export function parseField(field: string): { readonly path: readonly string[]; readonly keyword: boolean } {
  const keyword = field.endsWith('.keyword');
  const base = keyword ? field.slice(0, -'.keyword'.length) : field;
  return { path: base.split('.'), keyword };
}

/**
 * Scalars reached by following `path` from `value`. Arrays anywhere on the way are flattened, so a path through an
 * array of objects yields the values of every element (ES object-array semantics); null values are skipped.
 */
export function scalarsAt(value: unknown, path: readonly string[], depth = 0, out: Scalar[] = []): Scalar[] {
  if (value === null || value === undefined) return out;
  if (Array.isArray(value)) {
    for (const item of value) scalarsAt(item, path, depth, out);
    return out;
  }
  if (depth === path.length) {
    if (isScalar(value)) out.push(value);
    return out;
  }
  if (typeof value !== 'object') return out;
  return scalarsAt((value as Record<string, unknown>)[path[depth]!], path, depth + 1, out);
}

/** True when `path` leads to a scalar, or to an object holding one (ES `exists` on an object field). */
export function existsAt(value: unknown, path: readonly string[], depth = 0): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.some((item) => existsAt(item, path, depth));
  if (depth === path.length) return isScalar(value) || (typeof value === 'object' && Object.values(value).some((v) => existsAt(v, [], 0)));
  if (typeof value !== 'object') return false;
  return existsAt((value as Record<string, unknown>)[path[depth]!], path, depth + 1);
}

/** Term identity: `term`/`terms` and the terms aggregation compare the `String()` forms (49 matches '49', true matches 'true'). */
export const termKey = (value: Scalar): string => String(value);

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Numbers, and strings that spell a number (types drift in the Magento index, wire-reference §5). */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value);
  return undefined;
}

const DATE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?))?(Z|[+-]\d{2}:?\d{2})?$/;

/** 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss' (Magento) and ISO-8601 strings, read as UTC unless they carry a zone. */
export function toDate(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const m = DATE.exec(value.trim());
  if (m === null) return undefined;
  const zone = m[3] ?? 'Z';
  const iso = `${m[1]!}T${m[2] ?? '00:00:00'}${zone}`;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? undefined : t;
}

export function isDateString(value: unknown): boolean {
  return typeof value === 'string' && toDate(value) !== undefined;
}

/**
 * A field's type is decided by the first value seen in index order, as ES dynamic mapping does: it sets the type of
 * terms-aggregation keys and how the field sorts.
 */
export type FieldType = 'number' | 'boolean' | 'date' | 'string' | 'unmapped';

/** A string that reads as a date makes a date field (VSF maps created_at, updated_at, special_*_date as dates). */
export function typeOfScalar(value: Scalar): Exclude<FieldType, 'unmapped'> {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return toDate(value) === undefined ? 'string' : 'date';
}

/**
 * Text analysis (a small "standard" analyser): lower-case, split on anything that is not a letter or digit, but keep
 * a '.' or ',' between digits (49.95 stays one token, like ES's standard tokenizer). Numbers and booleans are one token.
 */
export function analyze(value: Scalar): string[] {
  if (typeof value !== 'string') return [String(value)];
  return value.toLowerCase().match(TOKEN) ?? [];
}

const TOKEN = /[\p{L}\p{N}]+(?:[.,]\p{N}+)*/gu;
