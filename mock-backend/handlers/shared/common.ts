import type { MockContext } from '../../context';
import type { StoreCode, StoreViewFixture } from '../../../fixtures/types';

/** Unix seconds of the mock's clock. */
export function nowSeconds(ctx: MockContext): number {
  return Math.floor(ctx.clock().getTime() / 1000);
}

/** The store view fixture of a code (falls back to the first view, the default store). */
export function storeView(ctx: MockContext, store: StoreCode): StoreViewFixture {
  const views = ctx.fixtures.storeViews;
  const found = views.find((v) => v.storeCode === store) ?? views[0];
  if (found === undefined) throw new Error('fixtures have no store views');
  return found;
}

export function isStoreCode(ctx: MockContext, value: string | null | undefined): value is StoreCode {
  return value !== null && value !== undefined && ctx.config.storeCodes.some((c) => c === value);
}

/** Query parameter as a non-negative integer, or the fallback when absent or not a number. */
export function intParam(params: URLSearchParams, name: string, fallback: number): number {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

/** Per-context caches of derived data (engine indices, product groups), so fixtures are indexed once. */
const caches = new WeakMap<MockContext, Map<string, unknown>>();

export function cached<T>(ctx: MockContext, key: string, build: () => T): T {
  let cache = caches.get(ctx);
  if (cache === undefined) {
    cache = new Map();
    caches.set(ctx, cache);
  }
  if (!cache.has(key)) cache.set(key, build());
  return cache.get(key) as T;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function pathMatches(path: string, pattern: string): boolean {
  if (pattern.includes('*')) {
    const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    return re.test(path);
  }
  return path === pattern || path.startsWith(`${pattern}.`) || pattern.startsWith(`${path}.`);
}

/**
 * Elasticsearch `_source` filtering: keep the `include` paths (dotted, `*` wildcards; all when empty), then drop the
 * `exclude` paths.
 */
export function projectSource(
  source: Record<string, unknown>,
  include: readonly string[] = [],
  exclude: readonly string[] = [],
  prefix = '',
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (exclude.some((p) => p === path || (p.includes('*') && pathMatches(path, p)))) continue;
    if (include.length > 0 && !include.some((p) => pathMatches(path, p))) continue;
    const exact = include.length === 0 || include.some((p) => p === path || (p.includes('*') && pathMatches(path, p)) || path.startsWith(`${p}.`));
    if (isRecord(value) && (!exact || exclude.some((p) => p.startsWith(`${path}.`)))) {
      out[key] = projectSource(value, exact ? [] : include, exclude, path);
    } else if (Array.isArray(value) && (!exact || exclude.some((p) => p.startsWith(`${path}.`)))) {
      out[key] = value.map((v: unknown) => (isRecord(v) ? projectSource(v, exact ? [] : include, exclude, path) : v));
    } else {
      out[key] = value;
    }
  }
  return out;
}
