import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockBackend } from './backend';
import { isMockControlPath, mockControlRefusal } from './mock-control';
import { isLoopback } from '../settings';
import { rawRequest } from '../../testing/raw-http';
import { type RunningShop, startShop } from '../../testing/server/test-server';

/**
 * The mounted mock's control endpoints as an attacker tries them: every spelling msw would match (its patterns are
 * `*\/__mock/…`, matched case-insensitively after any prefix), and encoded ones a router might decode.
 */
const spellings = [
  '/__mock/state',
  '/__MOCK/state',
  '/__Mock/state',
  '/x/__mock/state',
  '/en/__mock/state',
  '//__mock/state',
  '/__mock//state',
  '/__mock/state/',
  '/%5F%5Fmock/state',
  '/%5f%5fMOCK/state',
  '/%255F%255Fmock/state',
  '/en/%2F__mock/state',
  '/__mock/state?x=1',
  '/__mock/state;x',
];

let closed: RunningShop;
let guarded: RunningShop;
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  // The shared test backend registers the control handlers: the guard alone has to keep them out of reach.
  closed = await startShop();
  guarded = await startShop({ mockControl: { kind: 'token', token: 'control-token' } });
}, 60_000);
afterAll(async () => {
  await closed.close();
  await guarded.close();
});

const raw = (shop: RunningShop, method: string, path: string, headers: readonly string[] = [], body = '') =>
  rawRequest(
    shop.url,
    `${[`${method} ${path} HTTP/1.1`, `Host: ${new URL(shop.url).host}`, 'Connection: close', ...headers, ...(body === '' ? [] : [`Content-Length: ${String(body.length)}`])].join('\r\n')}\r\n\r\n${body}`,
  );

const customerEmail = async (shop: RunningShop): Promise<string> => {
  const customers = Object.values(shop.backend.mock?.state.get().customers ?? {}) as { customer: { email: string } }[];
  return customers[0]?.customer.email ?? 'no customer';
};

describe('the control endpoints of a served shop without a control token', () => {
  it.each(spellings)("GET %s never shows the mock's state", async (path) => {
    const answer = await raw(closed, 'GET', path);
    expect(answer.status).not.toBe(200);
    expect(answer.text).not.toContain(await customerEmail(closed));
  });

  it.each(['/__MOCK/reset', '/x/__mock/reset', '//__mock/reset', '/%5F%5Fmock/reset'])('POST %s does not reset the state', async (path) => {
    const cart = (await (await fetch(`${closed.url}/api/cart/create`, { method: 'POST' })).json()) as { result: string };
    const answer = await raw(closed, 'POST', path, ['Content-Type: application/json'], '{}');
    expect(answer.status).not.toBe(200);
    expect(Object.keys(closed.backend.mock?.state.get().carts ?? {})).toContain(cart.result);
  });

  it('are not registered in the mounted mock at all', async () => {
    const backend = await mockBackend();
    for (const path of ['/__mock/state', '/__MOCK/state', '/x/__mock/state']) {
      expect(await backend.handle?.(new Request(`http://127.0.0.1${path}`)), path).toBeUndefined();
      expect(backend.mayHandle?.(new URL(`http://127.0.0.1${path}`)), path).toBe(false);
    }
    // The server's own calls never reach them either.
    expect((await backend.fetch('http://127.0.0.1/__mock/state')).status).toBe(404);
  });
});

describe('the control endpoints of a served shop with a control token', () => {
  it.each(spellings)('GET %s without the token → 401', async (path) => {
    const answer = await raw(guarded, 'GET', path);
    expect(answer.status === 401 || answer.status === 400, `${path}: ${String(answer.status)}`).toBe(true);
    expect(answer.text).not.toContain(await customerEmail(guarded));
  });

  it('answer with the token, and take a POST only as JSON (a form of another site cannot post one)', async () => {
    const auth = 'Authorization: Bearer control-token';
    expect((await raw(guarded, 'GET', '/__MOCK/state', [auth])).status).toBe(200);
    expect((await raw(guarded, 'POST', '/__mock/clock', [auth, 'Content-Type: text/plain'], '{"advanceSeconds":0}')).status).toBe(415);
    expect((await raw(guarded, 'POST', '/__mock/clock', [auth, 'Content-Type: application/x-www-form-urlencoded'], 'advanceSeconds=0')).status).toBe(415);
    expect((await raw(guarded, 'POST', '/__mock/clock', [auth, 'Content-Type: application/json'], '{"advanceSeconds":0}')).status).toBe(200);
  });
});

describe('isMockControlPath', () => {
  it.each(spellings.map((s) => s.split('?')[0] ?? s))('takes %s for a control path', (path) => {
    expect(isMockControlPath(path)).toBe(true);
  });

  it.each(['/', '/en/women', '/api/cart/create', '/mock', '/en/mocking-bird'])('leaves %s alone', (path) => {
    expect(isMockControlPath(path)).toBe(false);
  });

  it('refuses without the token, and posts that are not JSON', () => {
    expect(mockControlRefusal({ kind: 'off' }, { method: 'GET' })).toBe(404);
    expect(mockControlRefusal({ kind: 'token', token: 't' }, { method: 'GET', authorization: 'Bearer x' })).toBe(401);
    expect(mockControlRefusal({ kind: 'token', token: 't' }, { method: 'GET', authorization: 'Bearer t' })).toBeUndefined();
    expect(mockControlRefusal({ kind: 'open' }, { method: 'POST', contentType: 'text/plain' })).toBe(415);
    expect(mockControlRefusal({ kind: 'open' }, { method: 'POST', contentType: 'application/json; charset=utf-8' })).toBeUndefined();
  });
});

describe('the development server (npm start): control endpoints open, for this machine only', () => {
  it("refuses another site's page (Origin) and a foreign Host, takes its own", async () => {
    const dev = await startShop({ development: true, outputCache: false, mockControl: { kind: 'open' } });
    const own = new URL(dev.url);
    try {
      for (const origin of ['https://evil.example', 'null', `http://evil.example:${own.port}`]) {
        const answer = await raw(dev, 'POST', '/__mock/reset', [`Origin: ${origin}`, 'Content-Type: application/json'], '{}');
        expect(answer.status, origin).toBe(403);
      }
      expect((await raw(dev, 'GET', '/__mock/state', ['Origin: https://evil.example'])).status).toBe(403);
      expect((await rawRequest(dev.url, `GET /__mock/state HTTP/1.1\r\nHost: rebound.example:${own.port}\r\nConnection: close\r\n\r\n`)).status).toBe(400);
      expect((await raw(dev, 'POST', '/__mock/clock', [`Origin: ${dev.url}`, 'Content-Type: application/json'], '{"advanceSeconds":0}')).status).toBe(200);
      expect((await raw(dev, 'POST', '/__mock/clock', [`Origin: ${dev.url}`, 'Content-Type: text/plain'], '{"advanceSeconds":0}')).status).toBe(415);
      expect((await raw(dev, 'GET', '/__mock/clock')).status).toBe(200);
    } finally {
      await dev.close();
    }
  });

  it('listens on a loopback interface only', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) expect(isLoopback(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'shop.example']) expect(isLoopback(host), host).toBe(false);
  });
});
