import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getResponse, type HttpHandler } from 'msw';
import { loadFixtureSetFromDir } from '../../fixtures/generate/io';
import { isQuietGate } from '../../mock-backend/faults/with-faults';
import { findSellable } from '../../mock-backend/handlers/commerce/products';
import { createNodeMockContext } from '../../mock-backend/node';
import { type Backend, type MockBackendOptions } from './backend';

/**
 * The mock backend's handlers mounted in this process: the server's adapters call them without a socket and the
 * browser's requests to the same origin get the same answers, so both see one mock state (one MockContext).
 */
export async function mountedMock(options: MockBackendOptions): Promise<Backend> {
  const dir = options.fixturesDir ?? 'fixtures/data/default';
  const fixtures = existsSync(`${dir}/manifest.json`) ? await loadFixtureSetFromDir(dir) : undefined;
  // The pictures the fixture step rasterised (scripts/ensure-fixtures.mjs); the mock draws SVG for any not there.
  const artDir = process.env.MOCK_ART_DIR ?? 'fixtures/data/art';
  const readArtFile = (file: string): Uint8Array | undefined => {
    try {
      return readFileSync(join(artDir, file));
    } catch {
      return undefined;
    }
  };
  const { ctx, handlers } = createNodeMockContext({
    ...(fixtures === undefined ? {} : { fixtures }),
    config: { readArtFile, ...(options.shopOrigin === undefined ? {} : { shopOrigin: options.shopOrigin }) },
  });
  // Build the sku indices now, so the first page does not pay for them.
  for (const store of ctx.config.storeCodes) findSellable(ctx, store, '');
  const all = handlers as HttpHandler[];
  const controls = all.filter(isControlHandler);
  const services = handlerIndex(all.filter((handler) => !isControlHandler(handler)));
  const { handle, mayHandle } = options.control === true ? handlerIndex(all) : services;
  const mockFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await services.handle(request);
    if (response === undefined) return Response.json({ code: 404, result: `No mock for ${request.method} ${new URL(request.url).pathname}` }, { status: 404 });
    // An injected outage: the call fails as it would against a dead service.
    if (response.type === 'error') throw new TypeError('fetch failed');
    return response;
  };
  const isControl = async (request: Request): Promise<boolean> => {
    for (const handler of controls) {
      const parsedResult = await handler.parse({ request });
      if (await handler.predicate({ request, parsedResult })) return true;
    }
    return false;
  };
  return { fetch: mockFetch, handle, mayHandle, isControl, mock: ctx };
}

/** The mock's own control endpoints (mock-backend/handlers/admin.ts: `*\/__mock/…`), told apart by their pattern. */
const isControlHandler = (handler: HttpHandler): boolean => typeof handler.info.path === 'string' && /\/__mock(\/|$)/i.test(handler.info.path);

/**
 * msw's getResponse tries every handler (path-to-regexp, cookies) on each call; a page render makes dozens of calls,
 * and every request to the server (pages and assets too) asks the mock first. Only handlers whose pattern's fixed text
 * occurs in the URL (msw matches paths case-insensitively), or whose regular expression matches it, can answer; the
 * others are skipped, and the order, so the first match, stays the same. A catch-all (the fault gate,
 * faults/with-faults.ts) acts only on requests another handler answers, so it runs only when one of those may, and
 * only while it has a fault rule.
 */
export function handlerIndex(handlers: readonly HttpHandler[]): { handle: (request: Request) => Promise<Response | undefined>; mayHandle: (url: URL) => boolean } {
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
