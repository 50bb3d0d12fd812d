import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type StoreCode } from '../../domain/store-view/store-view';
import { allStoreViews } from '../../domain/store-view/store-views';
import { pageQuery } from './cache-key';
import { sendJson } from '../http/http';
import { type OutputCache, type PurgeFilter } from './output-cache';
import { readBody } from '../http/request-body';
import { hasBearer } from '../http/secret';

export const purgePath = '/__cache/purge';
const maxFilterBytes = 64 * 1024;
const maxTags = 1_000;
const storeCodes = new Set<string>(allStoreViews.map((v) => v.storeCode));

/**
 * `POST /__cache/purge` with `Authorization: Bearer <token>` and an optional JSON filter; without a configured token
 * the endpoint does not exist (404). Only this exact path: `/__cache/purgeXYZ` is an ordinary unknown page.
 */
export async function handlePurge(
  req: IncomingMessage,
  res: ServerResponse,
  cache: OutputCache,
  token: string | undefined,
  extraQueryKeys: ReadonlySet<string>,
): Promise<void> {
  if (token === undefined || token === '') return sendJson(res, 404, { error: 'not found' });
  if (req.method !== 'POST') return sendJson(res, 405, { error: 'method not allowed' }, { allow: 'POST' });
  if (!hasBearer(req.headers.authorization, token)) return sendJson(res, 401, { error: 'unauthorized' });
  const text = (await readBody(req, maxFilterBytes)).toString('utf8').trim();
  let filter: PurgeFilter = {};
  if (text !== '') {
    const parsed = parseFilter(text, extraQueryKeys);
    if (typeof parsed === 'string') return sendJson(res, 400, { error: parsed });
    filter = parsed;
  }
  sendJson(res, 200, { purged: await cache.purge(filter) });
}

function parseFilter(text: string, extraQueryKeys: ReadonlySet<string>): PurgeFilter | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'the body must be JSON: { "tags": ["product:SKU", …] } or { "store"?: "nl" | "en" | "de", "path"?: "/..." }';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body must be a JSON object';
  const { store, path, tags } = body as { store?: unknown; path?: unknown; tags?: unknown };
  if (tags !== undefined) {
    if (store !== undefined || path !== undefined) return 'give tags, or store and path, not both: a tag purge reaches every store view';
    if (!Array.isArray(tags) || tags.length === 0 || tags.length > maxTags || !tags.every((t) => typeof t === 'string' && t.trim() !== '' && t.length <= 256)) {
      return `tags must be a list of 1 to ${String(maxTags)} non-empty strings of at most 256 characters, e.g. ["product:SKU", "category:12", "cms:200047"]`;
    }
    return { tags: tags as string[] };
  }
  if (store !== undefined && (typeof store !== 'string' || !storeCodes.has(store))) return 'store must be one of nl, en, de';
  if (path !== undefined && (typeof path !== 'string' || !path.startsWith('/'))) return 'path must start with /';
  return {
    ...(store === undefined ? {} : { store: store as StoreCode }),
    ...(path === undefined ? {} : path.includes('?') ? { url: cachedUrlOf(path, extraQueryKeys) } : { path }),
  };
}

/** A purge path with a query names the entry as the cache keys it: only the parameters a page reads, sorted. */
function cachedUrlOf(path: string, extraQueryKeys: ReadonlySet<string>): string {
  const question = path.indexOf('?');
  return `${path.slice(0, question)}${pageQuery(new URLSearchParams(path.slice(question + 1)), extraQueryKeys, path.slice(0, question))}`;
}
