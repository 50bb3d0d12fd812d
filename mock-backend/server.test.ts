import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxBodyBytesFromEnv } from './http/read-body';
import { fixturesFor } from './node';
import { parseServerArgs, startMockServer, type MockServer } from './server';

describe('standalone server', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, fixtures: fixturesFor(7, 40), faults: 'user/refresh=outage', maxBodyBytes: 64 * 1024 });
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
    const preflight = await fetch(`${server.url}/api/user/login`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:4173', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    expect((await fetch(`${server.url}/nothing/here`)).status).toBe(404);
    await expect(fetch(`${server.url}/api/user/refresh`, { method: 'POST', body: '{}' })).rejects.toThrow();
  });

  it("serves this machine only: a foreign Host is refused (no DNS rebinding), as is another site's page", async () => {
    const port = String(server.port);
    expect((await send({ host: `evil.example:${port}` }, () => undefined, 'GET', '/__mock/state')).status).toBe(400);
    expect((await send({ host: 'localhost' }, () => undefined, 'GET', '/__mock/state')).status).toBe(400);
    expect((await send({ host: `localhost:${port}` }, () => undefined, 'GET', '/__mock/state')).status).toBe(200);
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example']) {
      const answer = await fetch(`${server.url}/api/cart/create`, { method: 'POST', headers: { origin } });
      expect(answer.status, origin).toBe(403);
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials'), origin).toBeNull();
    }
    await expect(startMockServer({ port: 0, host: '0.0.0.0', fixtures: fixturesFor(7, 40) })).rejects.toThrow(/this machine only/);
  });

  it('lets an allowed origin call it with credentials', async () => {
    const allowing = await startMockServer({ port: 0, fixtures: fixturesFor(7, 40), allowOrigins: ['https://demo.example'] });
    try {
      const answer = await fetch(`${allowing.url}/api/cart/create`, { method: 'POST', headers: { origin: 'https://demo.example' } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe('https://demo.example');
    } finally {
      await allowing.close();
    }
    expect(parseServerArgs(['--allow-origin', 'https://a.example', '--allow-origin', 'https://b.example']).allowOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('takes a control POST only as JSON (a form of another site cannot post one)', async () => {
    for (const path of ['/__mock/reset', '/__MOCK/reset', '/x/__mock/reset']) {
      expect((await fetch(`${server.url}${path}`, { method: 'POST', body: '{}', headers: { 'content-type': 'text/plain' } })).status, path).toBe(415);
      expect((await fetch(`${server.url}${path}`, { method: 'POST' })).status, path).toBe(415);
    }
    expect(
      (await fetch(`${server.url}/__mock/clock`, { method: 'POST', body: '{"advanceSeconds":0}', headers: { 'content-type': 'application/json' } })).status,
    ).toBe(200);
  });

  it('reads its flags', () => {
    const parsed = parseServerArgs([
      '--port',
      '9000',
      '--products',
      '100',
      '--seed',
      '3',
      '--data-dir',
      '.mock-data',
      '--reset',
      '--latency',
      '200',
      '--error-rate',
      '0.1',
      '--fault',
      'cart/*=outage',
      '--token-ttl',
      '60',
    ]);
    expect(parsed).toMatchObject({ port: 9000, products: 100, seed: 3, dataDir: '.mock-data', reset: true, config: { tokenTtlSeconds: 60 } });
    expect(parsed.faults).toEqual([
      { pattern: '*', latencyMs: 200 },
      { pattern: '*', errorRate: 0.1 },
      { pattern: 'cart/*', outage: true },
    ]);
    expect(() => parseServerArgs(['--port', 'x'])).toThrow();
    expect(() => parseServerArgs(['--error-rate', '2'])).toThrow('--error-rate must be between 0 and 1, got 2');
    expect(() => parseServerArgs(['--fault', 'cart/*=error:1:404'])).toThrow(/unsupported error status 404/);
  });

  it('reads the body limit from a flag or MOCK_MAX_BODY_BYTES', () => {
    expect(parseServerArgs(['--max-body-bytes', '2048']).maxBodyBytes).toBe(2048);
    expect(() => parseServerArgs(['--max-body-bytes', '0'])).toThrow(/positive integer/);
    expect(maxBodyBytesFromEnv({})).toBe(1024 * 1024);
    expect(maxBodyBytesFromEnv({ MOCK_MAX_BODY_BYTES: '500' })).toBe(500);
    expect(() => maxBodyBytesFromEnv({ MOCK_MAX_BODY_BYTES: 'lots' })).toThrow(/MOCK_MAX_BODY_BYTES/);
  });

  it('answers 413 at once when Content-Length is over the limit, without reading the body', async () => {
    const started = performance.now();
    const { status, body } = await send({ 'content-length': String(200 * 1024 * 1024), 'content-type': 'application/json' }, (req) => req.write('{"a":'));
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ code: 413 });
    expect(performance.now() - started).toBeLessThan(1000);
    expect((await fetch(`${server.url}/api/cart/create`, { method: 'POST' })).status).toBe(200);
  });

  it('answers 413 as soon as a chunked body passes the limit, while the client is still sending', async () => {
    const started = performance.now();
    const { status, body, written } = await send({ 'transfer-encoding': 'chunked', 'content-type': 'application/json' }, (req) => {
      let sent = 0;
      const timer = setInterval(() => {
        if (req.destroyed || sent > 50 * 1024 * 1024) return clearInterval(timer);
        req.write(Buffer.alloc(16 * 1024, 32));
        sent += 16 * 1024;
      }, 1);
      req.on('close', () => clearInterval(timer));
    });
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ code: 413 });
    expect(written()).toBeLessThan(50 * 1024 * 1024);
    expect(performance.now() - started).toBeLessThan(2000);
    expect((await fetch(`${server.url}/api/cart/create`, { method: 'POST' })).status).toBe(200);
  });

  it('still accepts a body under the limit', async () => {
    const res = await fetch(`${server.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x@example.com', password: 'y'.repeat(1000) }),
    });
    expect(res.status).toBe(401);
  });

  it.each([
    ['a bad percent-encoding', 'GET /api/catalog/%ZZ/_search HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
    ['an absolute-form target', 'GET http://other.example/api/stock/list HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
    ['a malformed Host', 'GET /api/stock/list HTTP/1.1\r\nHost: a b\r\n\r\n'],
    ['a bracket Host', 'GET /api/stock/list HTTP/1.1\r\nHost: [\r\n\r\n'],
  ])('answers %s with 400 and keeps serving', async (_, raw) => {
    expect(await rawStatus(raw)).toBe(400);
    expect((await fetch(`${server.url}/api/cart/create`, { method: 'POST' })).status).toBe(200);
  });

  /** One POST with the given headers; `write` feeds the body; resolves with the answer. */
  function send(
    headers: Record<string, string>,
    write: (req: ReturnType<typeof httpRequest>) => void,
    method = 'POST',
    path = '/api/user/login',
  ): Promise<{ status: number; body: string; written: () => number }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${server.url}${path}`, { method, headers });
      const written = () => req.socket?.bytesWritten ?? 0;
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body, written });
          req.destroy();
        });
      });
      req.on('error', reject);
      write(req);
      if (method === 'GET') req.end();
    });
  }

  function rawStatus(raw: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => socket.write(raw));
      let data = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        data += chunk;
        const match = /^HTTP\/1\.1 (\d{3})/.exec(data);
        if (match !== null) {
          resolve(Number(match[1]));
          socket.destroy();
        }
      });
      socket.on('error', reject);
      socket.on('end', () => resolve(0));
    });
  }
});
