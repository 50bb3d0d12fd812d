import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getResponse, type HttpHandler } from 'msw';
import { loadFixtureSetFromDir } from '../../fixtures/generate/io';
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
  const handle = handlerIndex(handlers as HttpHandler[]);
  const mockFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await handle(request);
    if (response === undefined) return Response.json({ code: 404, result: `No mock for ${request.method} ${new URL(request.url).pathname}` }, { status: 404 });
    // An injected outage: the call fails as it would against a dead service.
    if (response.type === 'error') throw new TypeError('fetch failed');
    return response;
  };
  return { fetch: mockFetch, handle, mock: ctx };
}

/**
 * msw's getResponse tries every handler (path-to-regexp, cookies) on each call; a page render makes dozens of calls.
 * Only handlers whose pattern's fixed text occurs in the URL can match (msw matches paths case-insensitively), so
 * the others are skipped; the order, and so the first match, stay the same.
 */
function handlerIndex(handlers: readonly HttpHandler[]): (request: Request) => Promise<Response | undefined> {
  const indexed = handlers.map((handler) => {
    const path = handler.info.path;
    const fixed = typeof path === 'string' ? (path.replace(/^\*/, '').split(/[:*]/)[0] ?? '') : '';
    return { handler, fixed: fixed.toLowerCase() };
  });
  return (request) => {
    const url = request.url.toLowerCase();
    return getResponse(
      indexed.filter((entry) => entry.fixed === '' || url.includes(entry.fixed)).map((entry) => entry.handler),
      request,
    );
  };
}
