import { type IncomingHttpHeaders } from 'node:http';

/** Cookies that mark a shopper (a session or a cart): their pages are personal and never come from or go into the cache. */
export const defaultShopperCookies: readonly string[] = ['customer-token', 'cart-token', 'session', 'storefront-session'];

/** Why a request must not be served from the output cache, or undefined when it may be. */
export function cacheBypassReason(method: string, url: URL, headers: IncomingHttpHeaders, shopperCookies: readonly string[]): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return 'method';
  // CMS preview: the editor must see the draft, never a cached published page (catalogue spec §2 CMS preview).
  if ([...url.searchParams.keys()].some((name) => name.startsWith('_storyblok'))) return 'preview';
  if (headers.authorization !== undefined) return 'authorization';
  const names = (headers.cookie ?? '').split(';').map((part) => part.split('=')[0]?.trim() ?? '');
  if (names.some((name) => shopperCookies.includes(name))) return 'shopper';
  return undefined;
}
