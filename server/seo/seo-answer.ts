import { type IncomingMessage, type ServerResponse } from 'node:http';
import { privateCacheControl, publicCacheControl } from '../cache/cache-policy';
import { type SeoFile } from './sitemap';

/**
 * Answers robots.txt or a sitemap file like a page: public and kept in the output cache unless the request bypasses
 * it (`cached` false), private otherwise. `keep` hands the body to the cache when this request may fill it.
 */
export function answerSeoFile(
  req: IncomingMessage,
  res: ServerResponse,
  seo: SeoFile,
  options: { readonly cached: boolean; readonly keep: ((html: Buffer, headers: Readonly<Record<string, string>>) => void) | undefined },
): void {
  const representation = { 'content-type': seo.contentType };
  res.writeHead(200, {
    ...representation,
    'cache-control': options.cached ? publicCacheControl : privateCacheControl,
    vary: 'Accept-Encoding',
    'x-cache': options.cached ? 'MISS' : 'BYPASS',
  });
  res.end(req.method === 'HEAD' ? undefined : seo.body);
  options.keep?.(Buffer.from(seo.body), representation);
}
