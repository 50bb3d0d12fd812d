import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type StoredPage } from '../../application/ports/output-cache-store-port';
import { matchesEtag, privateCacheControl, publicCacheControl } from './cache-policy';
import { tagHeaders } from './cache-tags';
import { bodyIn, pickEncoding } from '../http/encodings';
import { labelRoute } from '../operations/operations';

/**
 * A page from the output cache: 304 when the client (a browser, a CDN revalidating) holds it already, else the stored
 * body in the encoding asked for. `Age` is how long ago it was rendered, so a CDN keeps it no longer than its TTL.
 * A page rendered for this very request is answered the same way from the entry it is kept as (`MISS`), and the last
 * good copy of a page whose render found a service failing (`STALE`, stale-pages.ts).
 */
export function answerFromCache(req: IncomingMessage, res: ServerResponse, hit: StoredPage, now: number, cache: 'HIT' | 'MISS' | 'STALE' = 'HIT'): void {
  const validators = {
    // A page's own rule (a content-named theme file is kept for a year), else the pages' shared one; a stale copy
    // standing in for a failed render is for this answer only.
    'cache-control': cache === 'STALE' ? privateCacheControl : (hit.headers['cache-control'] ?? publicCacheControl),
    ...tagHeaders(hit.tags),
    etag: hit.etag,
    vary: 'Accept-Encoding',
    age: String(Math.max(0, Math.floor((now - hit.storedAt) / 1000))),
    'x-cache': cache,
  };
  labelRoute(res, hit.tags.find((tag) => tag.startsWith('route:'))?.slice('route:'.length) ?? 'page');
  if (matchesEtag(req.headers['if-none-match'], hit.etag)) {
    res.writeHead(304, validators);
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const body = bodyIn(encoding, Buffer.from(hit.body.buffer, hit.body.byteOffset, hit.body.byteLength));
  res.writeHead(hit.status, {
    ...hit.headers,
    ...validators,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    'content-length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
