import { matchRequestUrl } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fc, test } from '../testing/property-test';
import { createMockContext } from './context';
import type { HttpHandler } from 'msw';
import { handlerFetch } from './handler-fetch';
import { handlerIndex } from './handler-index';
import { createHandlers } from './handlers/index';
import { fixturesFor } from './node';

const fixtures = fixturesFor(7, 40);
const ctx = createMockContext({ fixtures, config: { seed: 7 }, clock: () => new Date('2026-11-28T12:00:00Z') });
const ctxFaults = ctx.faults;
const handlers = createHandlers(ctx);
const byPath = new Map<string, HttpHandler>();
for (const handler of handlers as HttpHandler[]) if (typeof handler.info.path === 'string' && handler.info.path !== '*') byPath.set(handler.info.path, handler);
const paths = [...byPath.keys()];

const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/);
const tail = fc.array(segment, { maxLength: 3 }).map((parts) => parts.join('/'));
const casing = fc.boolean();

/** A URL a path pattern matches: each `*` and `:param` filled, in any letter case, with or without a query. */
const urlFor = (path: string) =>
  fc
    .tuple(
      fc.constantFrom('http://127.0.0.1', 'https://api.example.com', 'http://localhost:4000/prefix'),
      fc.array(fc.tuple(segment, tail), { minLength: 8, maxLength: 8 }),
      fc.option(fc.string({ maxLength: 10 }).map(encodeURIComponent), { nil: undefined }),
      casing,
    )
    .map(([origin, fills, query, upper]) => {
      let i = 0;
      const filled = path.replace(/:\w+|\*/g, (token) => {
        const [one, many] = fills[i++ % fills.length] ?? ['x', ''];
        if (token.startsWith(':')) return one;
        return i === 1 && path.startsWith('*') ? origin : many;
      });
      const text = upper ? filled.toUpperCase().replace(/^HTTP(S?):\/\//, 'http$1://') : filled;
      return query === undefined ? text : `${text}?q=${query}`;
    });

describe('handlerFetch', () => {
  test.prop([fc.constantFrom(...paths).chain((path) => fc.tuple(fc.constant(path), urlFor(path)))], { numRuns: 400 })(
    'never passes over a handler MSW would match, whatever fills its wildcards and parameters',
    ([path, url]) => {
      const parsed = new URL(url);
      const handler = byPath.get(path);
      if (handler !== undefined && matchRequestUrl(parsed, path).matches) expect(handlerIndex([handler]).mayHandle(parsed)).toBe(true);
    },
  );

  it('answers as the mock does, and sends what no handler answers to the network', async () => {
    const network = vi.fn(async () => new Response('from the network', { status: 502 }));
    const mockFetch = handlerFetch(handlers, network);
    const created = await mockFetch('http://127.0.0.1/api/cart/create', { method: 'POST' });
    expect(created.status).toBe(200);
    const cartId = ((await created.json()) as { result: string }).result;
    expect(await (await mockFetch(`http://127.0.0.1/api/cart/pull?cartId=${cartId}`)).json()).toEqual({ code: 200, result: [] });
    const stock = await mockFetch(`http://127.0.0.1/api/stock/check?sku=${fixtures.catalog.nl.product[0]?.sku ?? ''}`);
    expect(stock.status).toBe(200);
    expect(network).not.toHaveBeenCalled();
    ctxFaults.set([{ pattern: 'stock/*', outage: true }]);
    await expect(mockFetch('http://127.0.0.1/api/stock/check?sku=X')).rejects.toThrow('fetch failed');
    ctxFaults.clear();
    const elsewhere = await mockFetch('https://elsewhere.example/nothing');
    expect(await elsewhere.text()).toBe('from the network');
    expect(network).toHaveBeenCalledTimes(1);
  });
});
