import { parsingError } from './errors';

/** Helpers that read untyped request JSON and fail with a reason naming the clause at fault. */
export type JsonObject = Readonly<Record<string, unknown>>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asObject(value: unknown, where: string): JsonObject {
  if (!isObject(value)) throw parsingError(`[${where}] expects an object, got ${describe(value)}`);
  return value;
}

/** Clauses like `{ term: { field: ... } }` hold exactly one field name. */
export function singleEntry(value: unknown, clause: string): [string, unknown] {
  const entries = Object.entries(asObject(value, clause));
  if (entries.length === 0) throw parsingError(`[${clause}] query malformed, no field specified`);
  if (entries.length > 1) {
    throw parsingError(`[${clause}] query doesn't support multiple fields, found [${entries[0]![0]}] and [${entries[1]![0]}]`);
  }
  return entries[0]!;
}

/** Rejects every key of `obj` not in `allowed`, naming it: the engine never ignores an option silently. */
export function checkKeys(obj: JsonObject, allowed: readonly string[], clause: string): void {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) throw parsingError(`[${clause}] query does not support [${key}]`);
  }
}

/** Accepts one object or an array of objects (bool clauses, sort, must ...). */
export function asList(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [value];
}

export function asNumber(value: unknown, where: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw parsingError(`[${where}] expects a number, got ${describe(value)}`);
  return n;
}

export function asInteger(value: unknown, where: string): number {
  const n = asNumber(value, where);
  if (!Number.isInteger(n)) throw parsingError(`[${where}] expects an integer, got ${describe(value)}`);
  return n;
}

export function asString(value: unknown, where: string): string {
  if (typeof value !== 'string') throw parsingError(`[${where}] expects a string, got ${describe(value)}`);
  return value;
}

export function asBoolean(value: unknown, where: string): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw parsingError(`[${where}] expects a boolean, got ${describe(value)}`);
}

export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  return JSON.stringify(value) ?? String(value);
}

/**
 * Elasticsearch refuses absurdly nested requests (Jackson's nesting limit, `indices.query.bool.max_nested_depth`);
 * the engine walks clauses recursively, so it refuses them too before evaluating, instead of overflowing the stack.
 */
export const MAX_QUERY_DEPTH = 128;

/** True when `value` nests objects or arrays deeper than `max`; iterative, so it cannot overflow the stack itself. */
export function depthExceeds(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > max) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}
