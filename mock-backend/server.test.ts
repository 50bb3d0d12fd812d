import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesFor } from './node';
import { parseServerArgs, startMockServer, type MockServer } from './server';

describe('standalone server', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, fixtures: fixturesFor(7, 40), faults: 'user/refresh=outage' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('listens on an ephemeral port on 127.0.0.1 and answers real HTTP', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/api/cart/create`, { method: 'POST', headers: { origin: 'http://localhost:5173' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const body = (await response.json()) as { code: number; result: string };
    expect(body.result).toHaveLength(32);
    const pulled = await fetch(`${server.url}/api/cart/pull?cartId=${body.result}`);
    expect(await pulled.json()).toEqual({ code: 200, result: [] });
  });

  it('answers CORS preflights, 404 for unknown paths and drops the connection on an outage', async () => {
    const preflight = await fetch(`${server.url}/api/user/login`, { method: 'OPTIONS', headers: { origin: 'http://x.test', 'access-control-request-headers': 'content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    expect((await fetch(`${server.url}/nothing/here`)).status).toBe(404);
    await expect(fetch(`${server.url}/api/user/refresh`, { method: 'POST', body: '{}' })).rejects.toThrow();
  });

  it('reads its flags', () => {
    const parsed = parseServerArgs(['--port', '9000', '--products', '100', '--seed', '3', '--data-dir', '.mock-data', '--reset', '--latency', '200', '--error-rate', '0.1', '--fault', 'cart/*=outage', '--token-ttl', '60']);
    expect(parsed).toMatchObject({ port: 9000, products: 100, seed: 3, dataDir: '.mock-data', reset: true, config: { tokenTtlSeconds: 60 } });
    expect(parsed.faults).toEqual([{ pattern: '*', latencyMs: 200 }, { pattern: '*', errorRate: 0.1 }, { pattern: 'cart/*', outage: true }]);
    expect(() => parseServerArgs(['--port', 'x'])).toThrow();
    expect(() => parseServerArgs(['--error-rate', '2'])).toThrow('--error-rate must be between 0 and 1, got 2');
    expect(() => parseServerArgs(['--fault', 'cart/*=error:1:404'])).toThrow(/unsupported error status 404/);
  });
});
