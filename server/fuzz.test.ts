import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServedShop } from '../testing/served-shop';
import { startShop } from '../testing/server/test-server';
import { type RawAnswer, rawRequest } from '../testing/raw-http';

/**
 * Hostile and merely odd traffic against the served shop (guard, limits, client-error answers, mock mounted), over
 * raw sockets so no client library tidies the bytes up. After every case the server must still answer `GET /` with
 * 200, no request may be answered 500, and no answer may carry a host the request forged.
 */
let shop: { readonly url: string; close(): Promise<void> };
let host: string;

/** FUZZ_SERVER_BUNDLE=dist/server/serve.js runs the suite against the built server as a child process (npm test does, after the build). */
const bundle = process.env['FUZZ_SERVER_BUNDLE'];

vi.setConfig({ testTimeout: 180_000 });

beforeAll(async () => {
  shop =
    bundle === undefined
      ? await startShop({ purgeToken: 'fuzz-token', limits: { maxBodyBytes: 32 * 1024, headersTimeoutMs: 2_000, requestTimeoutMs: 4_000 } })
      : await startServedShop(bundle, {
          STOREFRONT_PURGE_TOKEN: 'fuzz-token',
          STOREFRONT_MAX_BODY_BYTES: String(32 * 1024),
          STOREFRONT_HEADERS_TIMEOUT_MS: '2000',
          STOREFRONT_REQUEST_TIMEOUT_MS: '4000',
        });
  host = new URL(shop.url).host;
  // Warm the home page, so the liveness check after each case is a cache hit.
  await (await fetch(`${shop.url}/`)).text();
}, 60_000);
afterAll(() => shop.close());

const forged = 'evil.example';

async function send(bytes: string): Promise<RawAnswer> {
  return rawRequest(shop.url, bytes, 6_000);
}

/** The checks after each case: an answer that is not a 500 and names no forged host, then a live server. */
async function expectSurvived(bytes: string, answer: RawAnswer): Promise<void> {
  const label = JSON.stringify(bytes.slice(0, 200));
  expect(answer.status, `no answer to ${label}`).toBeDefined();
  expect(answer.status, `500 for ${label}`).not.toBe(500);
  // As a host (an absolute or protocol-relative URL, a Location), never; as a path segment it is only a path.
  expect(/\/\/[^/\s"'<>]*evil\.example/i.test(answer.text), `forged host echoed for ${label}`).toBe(false);
  const home = await rawRequest(shop.url, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  expect(home.status, `GET / after ${label}`).toBe(200);
}

const lines = (...parts: string[]) => `${parts.join('\r\n')}\r\n\r\n`;

describe('a corpus of malformed requests', () => {
  const corpus = (): string[] => [
    lines('GET / HTTP/1.1', 'Host: a b'),
    lines('GET / HTTP/1.1', 'Host: ['),
    lines('GET / HTTP/1.1', `Host: ${forged}`),
    lines('GET /en/?p=1 HTTP/1.1', `Host: ${forged}`),
    lines('GET / HTTP/1.1', `Host: ${host}`, `Host: ${forged}`),
    lines('GET / HTTP/1.1', `Host: ${host}`, `X-Forwarded-Host: ${forged}`, 'Connection: close'),
    lines('GET / HTTP/1.1', `Host: ${forged}:${host.split(':')[1] ?? ''}`),
    lines('GET / HTTP/1.0'),
    lines('OPTIONS * HTTP/1.1', `Host: ${host}`, 'Connection: close'),
    lines(`GET http://${forged}/x HTTP/1.1`, `Host: ${host}`),
    lines(`GET ${shop.url}/ HTTP/1.1`, `Host: ${host}`),
    lines(`CONNECT ${forged}:443 HTTP/1.1`, `Host: ${forged}:443`),
    lines('TRACE / HTTP/1.1', `Host: ${host}`),
    lines('BREW /coffee HTTP/1.1', `Host: ${host}`),
    lines('get / HTTP/1.1', `Host: ${host}`),
    lines('GET /c/%ZZ HTTP/1.1', `Host: ${host}`, 'Connection: close'),
    lines('GET /%00 HTTP/1.1', `Host: ${host}`, 'Connection: close'),
    lines('GET /%C0%AF HTTP/1.1', `Host: ${host}`, 'Connection: close'),
    lines('GET /en/?q=%E0%A4%A HTTP/1.1', `Host: ${host}`, 'Connection: close'),
    lines('GET //evil.example/x HTTP/1.1', `Host: ${host}`, 'Connection: close'),
    lines('GET /\\evil.example HTTP/1.1', `Host: ${host}`, 'Connection: close'),
    lines('GET /../../etc/passwd HTTP/1.1', `Host: ${host}`, 'Connection: close'),
    lines('GET /assets/..%2f..%2fpackage.json HTTP/1.1', `Host: ${host}`, 'Connection: close'),
    lines('GET /index.html HTTP/1.1', `Host: ${host}`, 'Connection: close'),
    lines(`GET /${'x'.repeat(9_000)} HTTP/1.1`, `Host: ${host}`),
    lines(`GET /?${'a=1&'.repeat(3_000)} HTTP/1.1`, `Host: ${host}`),
    lines(`GET /dames/kleding?${Array.from({ length: 200 }, (_, i) => `color_ois=${String(i)}`).join('&')} HTTP/1.1`, `Host: ${host}`, 'Connection: close'),
    lines('GET / HTTP/1.1', `Host: ${host}`, `Cookie: ${'c=1; '.repeat(4_000)}`),
    lines('GET / HTTP/1.1', `Host: ${host}`, `Accept-Encoding: ${'gzip;q=0.5, '.repeat(500)}`, 'Connection: close'),
    lines('GET / HTTP/1.1', `Host: ${host}`, 'Accept-Encoding: br;q=0, gzip;q=0, identity', 'Connection: close'),
    lines('GET / HTTP/9.9', `Host: ${host}`),
    lines('GET / HTTP/1.1', `Host: ${host}`, 'Transfer-Encoding: chunked', 'Content-Length: 5'),
    lines('GET / HTTP/1.1', `Host: ${host}`, 'Content-Length: -1'),
    lines('GET / HTTP/1.1', `Host: ${host}`, 'Content-Length: 1', 'Content-Length: 2'),
    lines('GET / HTTP/1.1', 'Host\t: x'),
    lines('GET / HTTP/1.1', ` Host: ${host}`),
    lines('GET / HTTP/1.1', `Host: ${host}`, 'X: a\u0000b'),
    `GET / HTTP/1.1\nHost: ${host}\nConnection: close\n\n`,
    `\r\n\r\nGET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    lines('POST /api/cart/create HTTP/1.1', `Host: ${host}`, `Content-Length: ${String(500 * 1024 * 1024)}`),
    `${lines('POST /api/cart/create HTTP/1.1', `Host: ${host}`, 'Transfer-Encoding: chunked')}zz\r\nnot hex\r\n0\r\n\r\n`,
    `${lines('POST /api/cart/create HTTP/1.1', `Host: ${host}`, 'Content-Type: application/json', 'Content-Length: 9', 'Connection: close')}{"a":[[[`,
    `${lines('POST /api/catalog/vue_storefront_catalog_en/product/_search HTTP/1.1', `Host: ${host}`, 'Content-Type: application/json', 'Content-Length: 12000', 'Connection: close')}${'['.repeat(6_000)}${']'.repeat(6_000)}`,
    `${lines('POST /en/ HTTP/1.1', `Host: ${host}`, 'Content-Length: 3', 'Connection: close')}abc`,
    `${lines('PUT /__mock/state HTTP/1.1', `Host: ${host}`, 'Content-Length: 2', 'Connection: close')}{}`,
    lines('GET /__mock/state HTTP/1.1', `Host: ${host}`, 'Connection: close'),
    lines('POST /__cache/purge HTTP/1.1', `Host: ${host}`, 'Authorization: Bearer wrong', 'Content-Length: 0', 'Connection: close'),
    lines('POST /__cache/purgeXYZ HTTP/1.1', `Host: ${host}`, 'Authorization: Bearer fuzz-token', 'Content-Length: 0', 'Connection: close'),
    lines('DELETE /en/ HTTP/1.1', `Host: ${host}`, 'Connection: close'),
    lines('HEAD /en/ HTTP/1.1', `Host: ${host}`, 'Connection: close'),
    lines('GET /en/?_storyblok=1&_storyblok_tk[token]=%ZZ HTTP/1.1', `Host: ${host}`, 'Connection: close'),
  ];

  it('answers each with a status other than 500, echoes no forged host, and keeps serving', async () => {
    for (const bytes of corpus()) await expectSurvived(bytes, await send(bytes));
  });

  it('answers a client that sends its headers too slowly with 408 and frees the socket', async () => {
    const answer = await rawRequest(shop.url, `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Slow: `, 8_000);
    expect(answer.status).toBe(408);
    expect(answer.ms).toBeLessThan(7_000);
  });
});

describe('generated requests', () => {
  const token = fc.stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,12}$/);
  const method = fc.oneof(fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'CONNECT', 'PROPFIND', 'M-SEARCH'), token);
  const pathChar = fc.oneof(
    fc.constantFrom(
      '/',
      '%',
      '%2',
      '%25',
      '%2F',
      '%ZZ',
      '%00',
      '..',
      '.',
      '?',
      '&',
      '=',
      '#',
      ';',
      '+',
      ' ',
      '\\',
      '~',
      '@',
      ':',
      '*',
      'en',
      'de',
      'p',
      'c',
      'l',
      'dames',
      'kleding',
      'jurken',
      'childSku',
      'utm_source',
      'page',
      'q',
    ),
    fc.string({ minLength: 1, maxLength: 3, unit: 'binary-ascii' }),
    fc.string({ minLength: 1, maxLength: 2, unit: 'grapheme' }),
  );
  const path = fc.array(pathChar, { maxLength: 12 }).map((parts) => parts.join(''));
  const target = fc.oneof(
    path.map((p) => `/${p}`),
    path.map((p) => `http://${forged}/${p}`),
    fc.constant('*'),
    path,
  );
  const version = fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1x', '', 'http/1.1');
  const hostValue = fc.oneof(
    fc.constant(host),
    fc.constant(forged),
    fc.string({ maxLength: 6 }).map((s) => `${s}.${forged}`),
    fc.string({ maxLength: 20, unit: 'binary-ascii' }).filter((s) => !/[\r\n]/.test(s)),
  );
  const headerName = fc.oneof(
    fc.constantFrom(
      'Accept',
      'Accept-Encoding',
      'Accept-Language',
      'Cookie',
      'Authorization',
      'If-None-Match',
      'Range',
      'X-Forwarded-Host',
      'X-Forwarded-Proto',
      'Forwarded',
      'Origin',
      'Referer',
      'Expect',
      'Upgrade',
      'User-Agent',
    ),
    token,
  );
  const headerValue = fc
    .oneof(
      fc.string({ maxLength: 60, unit: 'binary-ascii' }),
      fc.string({ maxLength: 30, unit: 'grapheme' }),
      fc.constantFrom('br;q=0', 'bytes=0-1,5-', `${forged}`, 'customer-token=x', '100-continue', 'websocket', `host=${forged};proto=https`),
    )
    .map((v) => v.replace(/[\r\n]/g, ''));
  const headers = fc.array(fc.tuple(headerName, headerValue), { maxLength: 6 });

  const toBytes = (m: string, t: string, v: string, h: string, extra: readonly (readonly [string, string])[]) =>
    lines(`${m} ${t} ${v}`.trim(), `Host: ${h}`, ...extra.map(([name, value]) => `${name}: ${value}`), 'Connection: close');

  it('request lines: any method, target and version', async () => {
    await fc.assert(
      fc.asyncProperty(method, target, version, hostValue, async (m, t, v, h) => {
        const bytes = toBytes(m, t, v, h, []);
        await expectSurvived(bytes, await send(bytes));
      }),
      { numRuns: 120 },
    );
  });

  it('headers: any names and values on valid and invalid targets', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS'), target, hostValue, headers, async (m, t, h, extra) => {
        const bytes = toBytes(m, t, 'HTTP/1.1', h, extra);
        await expectSurvived(bytes, await send(bytes));
      }),
      { numRuns: 120 },
    );
  });
});
