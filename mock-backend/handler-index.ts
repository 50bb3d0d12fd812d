import { getResponse, type HttpHandler } from 'msw';
import { isQuietGate } from './faults/with-faults';

/**
 * msw's getResponse tries every handler (path-to-regexp, cookies) on each call; a page render makes dozens of calls,
 * and every request to the server (pages and assets too) asks the mock first. Only handlers whose pattern's fixed text
 * occurs in the URL (msw matches paths case-insensitively), or whose regular expression matches it, can answer; the
 * others are skipped, and the order, so the first match, stays the same. A catch-all (the fault gate,
 * faults/with-faults.ts) acts only on requests another handler answers, so it runs only when one of those may, and
 * only while it has a fault rule.
 */
export function handlerIndex(handlers: readonly HttpHandler[]): {
  handle: (request: Request) => Promise<Response | undefined>;
  mayHandle: (url: URL) => boolean;
} {
  const indexed = handlers.map((handler) => {
    const path = handler.info.path;
    if (path instanceof RegExp) return { handler, kind: 'specific' as const, may: (href: string, clean: string) => path.test(clean) || path.test(href) };
    // A predicate of its own: it may answer anything.
    if (typeof path !== 'string') return { handler, kind: 'specific' as const, may: () => true };
    const fixed = (path.replace(/^\*/, '').split(/[:*]/)[0] ?? '').toLowerCase();
    if (fixed === '') return { handler, kind: 'catch-all' as const, may: () => true };
    return { handler, kind: 'specific' as const, may: (_href: string, _clean: string, lowerHref: string) => lowerHref.includes(fixed) };
  });
  const candidates = (url: URL): HttpHandler[] => {
    const href = url.href;
    const clean = `${url.origin}${url.pathname}`;
    // Lower-cased once per request, not once per handler (a page render asks this for every backend call).
    const lowerHref = href.toLowerCase();
    const specific = indexed.filter((entry) => entry.kind !== 'catch-all' && entry.may(href, clean, lowerHref));
    if (specific.length === 0) return [];
    // A fault gate without rules passes every request on: it is left out (isQuietGate).
    return indexed.filter((entry) => (entry.kind === 'catch-all' && !isQuietGate(entry.handler)) || specific.includes(entry)).map((entry) => entry.handler);
  };
  return {
    mayHandle: (url) => candidates(url).length > 0,
    handle: async (request) => {
      const matching = candidates(new URL(request.url));
      return matching.length === 0 ? undefined : getResponse(matching, request);
    },
  };
}
