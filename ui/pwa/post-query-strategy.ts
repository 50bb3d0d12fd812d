import { Strategy, type StrategyHandler } from 'workbox-strategies';

const hex = (buffer: ArrayBuffer): string => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The cache key of a query sent as POST (the catalogue's Elasticsearch proxy, the url map): the Cache API keeps GET
 * requests only, so the key is a GET of the same URL plus a hash of the body. GETs are their own key.
 */
export async function queryCacheKey(request: Request): Promise<Request> {
  if (request.method === 'GET') return request;
  const body = await request.clone().arrayBuffer();
  const url = new URL(request.url);
  url.searchParams.set('__body', hex(await crypto.subtle.digest('SHA-256', body)));
  return new Request(url.href, { method: 'GET', headers: { accept: request.headers.get('accept') ?? 'application/json' } });
}

/**
 * Stale-while-revalidate for catalogue and content queries, POST included: the kept answer at once (and a fresh one
 * fetched for next time), or the network's when nothing is kept. The plugins (what may be kept, expiry) apply as in
 * Workbox's own strategies.
 */
export class QueryStaleWhileRevalidate extends Strategy {
  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const key = await queryCacheKey(request);
    const cached = await handler.cacheMatch(key);
    const fresh = handler.fetch(request).then(async (response) => {
      await handler.cachePut(key, response.clone());
      return response;
    });
    if (cached === undefined) return fresh;
    // waitUntil hands back the promise it keeps the worker alive for, which cannot reject: a failed refresh only
    // means the kept answer is served again next time.
    void handler.waitUntil(fresh.catch(() => undefined));
    return cached;
  }
}
