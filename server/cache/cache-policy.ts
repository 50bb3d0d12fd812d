import { type IncomingHttpHeaders } from 'node:http';
import { isPreviewRequest } from './cache-key';

/**
 * Cookies that make a page personal. The server renders public pages the same for everyone (it reads no cookie and no
 * Authorization header: carts, sessions and accounts are the browser's, `clientOnly` screens), so none by default;
 * a deployment whose renderer reads one names it in STOREFRONT_SHOPPER_COOKIES.
 */
export const defaultShopperCookies: readonly string[] = [];

/**
 * Why a request must not be served from the output cache, or undefined when it may be. Only what changes the page
 * counts: a cookie the renderer reads, and the CMS editor's preview (a preview route with its parameters). An
 * `Authorization` header or any other cookie changes nothing on a public page, so it does not make a render.
 */
export function cacheBypassReason(method: string, url: URL, headers: IncomingHttpHeaders, shopperCookies: readonly string[]): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return 'method';
  // CMS preview: the editor must see the draft, never a cached published page (catalogue spec §2 CMS preview).
  if (isPreviewRequest(url)) return 'preview';
  if (shopperCookies.length === 0) return undefined;
  const names = (headers.cookie ?? '').split(';').map((part) => part.split('=')[0]?.trim() ?? '');
  if (names.some((name) => shopperCookies.includes(name))) return 'shopper';
  return undefined;
}

/**
 * An anonymous page a shared cache may keep: browsers revalidate every time (max-age=0, ETag, 304), a CDN keeps it
 * for the output cache's TTL (s-maxage, catalogue spec §9) and is purged by tag; it may answer with the old copy for a
 * minute while it fetches the new one, and for a day while the server fails.
 */
export const publicCacheControl = 'public, max-age=0, s-maxage=86400, stale-while-revalidate=60, stale-if-error=86400';

/** Personal and transactional pages (cart, checkout, account, a shopper's request, CMS preview) and every error. */
export const privateCacheControl = 'private, no-store';

/** Whether `If-None-Match` names the page's validator (weak comparison, RFC 9110 §13.1.2; `*` matches any). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch
    .slice(0, 4096)
    .split(',')
    .some((candidate) => candidate.trim() === '*' || opaque(candidate) === wanted);
}
