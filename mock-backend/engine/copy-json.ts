/**
 * Deep copies of index documents (parsed JSON: plain objects, arrays, primitives). A walk in JavaScript is several
 * times cheaper than structuredClone for such data (V8 serialises and deserialises every value for the latter), and
 * it can leave fields out while it copies instead of copying them and deleting them after.
 */

/** Dotted paths to leave out, as a tree: `true` drops the field, a subtree drops fields below it. */
export type PathTree = ReadonlyMap<string, PathTree | true>;

const NO_PATHS: PathTree = new Map();

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function put(target: Record<string, unknown>, key: string, value: unknown): void {
  // A parsed `"__proto__"` key is an own field; assigning it would set the copy's prototype instead.
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/**
 * A deep copy of `value` without the fields `excluded` names, into arrays as ES does (`a.b` drops `b` from every
 * object of an array under `a`). The copy shares no object or array with `value`; anything not plain JSON (a Date, a
 * Map) is copied by structuredClone.
 */
export function copyJsonExcept(value: unknown, excluded: PathTree = NO_PATHS): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => copyJsonExcept(item, excluded));
  if (!isPlainObject(value)) return structuredClone(value);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const below = excluded.get(key);
    if (below === true) continue;
    put(out, key, copyJsonExcept((value as Record<string, unknown>)[key], below ?? NO_PATHS));
  }
  return out;
}

/** The path tree of literal dotted patterns (`stock.qty`); a shorter pattern wins over a longer one below it. */
export function pathTree(patterns: readonly string[]): PathTree {
  const tree = new Map<string, PathTree | true>();
  for (const pattern of patterns) {
    const parts = pattern.split('.');
    let node = tree;
    for (const [i, part] of parts.entries()) {
      if (i === parts.length - 1) {
        node.set(part, true);
        break;
      }
      const next = node.get(part);
      if (next === true) break;
      const child = (next as Map<string, PathTree | true> | undefined) ?? new Map<string, PathTree | true>();
      node.set(part, child);
      node = child;
    }
  }
  return tree;
}
