import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type HttpHandler } from 'msw';
import { loadFixtureSetFromDir } from '../../fixtures/generate/io';
import { findSellable } from '../../mock-backend/handlers/commerce/products';
import { handlerIndex } from '../../mock-backend/handler-index';
import { createNodeMockContext } from '../../mock-backend/node';
import { type Backend, type MockBackendOptions } from './backend-types';

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
