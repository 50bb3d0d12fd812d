import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness } from '../../testing/cli/harness';

/**
 * A stand-in for the storefront server's purge endpoint with exactly its contract (server/README.md):
 * POST /__cache/purge, Bearer token, body { store?, path? }, answer { purged }.
 */
const received: unknown[] = [];
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/__cache/purge') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 404, result: 'not found' }));
        return;
      }
      if (req.headers.authorization !== 'Bearer s3cret') {
        res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 401, result: 'wrong purge token' }));
        return;
      }
      received.push(JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ purged: 3 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const cli = cliHarness();

describe('storefront cache purge', () => {
  it('purges every store view by default and reports the count', async () => {
    const { code, out } = await cli.run('cache', 'purge', '--server', url, '--purge-token', 's3cret');
    expect(code).toBe(0);
    expect(out).toBe(`purged 3 cached pages (every store view) on ${url}/`);
    expect(received.at(-1)).toEqual({});
  });

  it('narrows to the store view given with --store, or to one path, and prints JSON for scripts', async () => {
    expect((await cli.run('--store', 'de', 'cache', 'purge', '--server', url, '--purge-token', 's3cret')).code).toBe(0);
    expect(received.at(-1)).toEqual({ store: 'de' });
    const { code, value } = await cli.json<{ purged: number; scope: unknown }>(
      'cache',
      'purge',
      '--server',
      url,
      '--purge-token',
      's3cret',
      '--path',
      '/en/about-us/',
    );
    expect(code).toBe(0);
    expect(value).toMatchObject({ purged: 3, scope: { path: '/en/about-us/' } });
  });

  it('purges by tag (repeatable) in every store view, and refuses a tag mixed with a path or a malformed tag', async () => {
    const { code, out } = await cli.run('cache', 'purge', '--server', url, '--purge-token', 's3cret', '--tag', 'product:DRS-10080', '--tag', 'category:20');
    expect(code).toBe(0);
    expect(out).toBe(`purged 3 cached pages (tagged product:DRS-10080, category:20) on ${url}/`);
    expect(received.at(-1)).toEqual({ tags: ['product:DRS-10080', 'category:20'] });
    expect((await cli.run('cache', 'purge', '--server', url, '--purge-token', 's3cret', '--tag', 'product:A', '--path', '/en/')).code).toBe(2);
    const bad = await cli.run('cache', 'purge', '--server', url, '--purge-token', 's3cret', '--tag', 'DRS-10080');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('kind:value');
  });

  it('says a wrong token is refused (exit 1) and a missing one is bad usage (exit 2)', async () => {
    const wrong = await cli.run('cache', 'purge', '--server', url, '--purge-token', 'nope');
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('refused the purge token');
    const missing = await cli.run('cache', 'purge', '--server', url);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('STOREFRONT_PURGE_TOKEN');
  });

  it('rejects a server that is no URL, a path without a slash, and an unreachable server', async () => {
    expect((await cli.run('cache', 'purge', '--server', 'shop', '--purge-token', 'x')).code).toBe(2);
    expect((await cli.run('cache', 'purge', '--server', url, '--purge-token', 's3cret', '--path', 'de/c')).code).toBe(2);
    const down = await cli.run('cache', 'purge', '--server', 'http://127.0.0.1:9', '--purge-token', 's3cret');
    expect(down.code).toBe(2);
    expect(down.err).toContain('cannot reach');
  });
});
