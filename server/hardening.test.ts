import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Backend } from './mock/backend';
import { type RunningShop, startShop } from '../testing/server/test-server';
import { rawRequest } from '../testing/raw-http';

/** The served shop as `npm run serve` runs it with the mock mounted: guard, limits, headers, control endpoints closed. */
let shop: RunningShop;

vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  shop = await startShop({ purgeToken: 'purge-token', limits: { maxBodyBytes: 64 * 1024 } });
}, 60_000);
afterAll(() => shop.close());

const hostOf = (url: string) => new URL(url).host;
const request = (lines: readonly string[], body = '') => `${lines.join('\r\n')}\r\n\r\n${body}`;
const get = (path: string, host = hostOf(shop.url), extra: readonly string[] = []) =>
  rawRequest(shop.url, request([`GET ${path} HTTP/1.1`, `Host: ${host}`, 'Connection: close', ...extra]));

describe('the Host header decides nothing', () => {
  it.each(['evil.example', 'a b', '[', '127.0.0.1:1', ''])("Host %j → 400 with the shop's page, never cached", async (host) => {
    const answer = await get('/en/', host);
    expect(answer.status).toBe(400);
    expect(answer.text).toMatch(/content-type: text\/html/i);
    expect(answer.text).toContain('This address is not valid');
    expect(answer.text).not.toContain('evil.example');
  });

  it('answers without a Host header (HTTP/1.0) with 400', async () => {
    expect((await rawRequest(shop.url, request(['GET /en/ HTTP/1.0']))).status).toBe(400);
  });

  it('builds canonical and hreflang links on the configured public origin only', async () => {
    const configured = await startShop({ publicOrigin: 'https://www.noord.example', allowedHosts: ['shop.internal:8080'] });
    try {
      const viaAlias = await rawRequest(configured.url, request(['GET /en/ HTTP/1.1', 'Host: shop.internal:8080', 'Connection: close']));
      expect(viaAlias.status).toBe(200);
      expect(viaAlias.text).toContain('href="https://www.noord.example/en/"');
      expect(viaAlias.text).not.toContain('shop.internal');
      expect(viaAlias.text).toMatch(/strict-transport-security: max-age=31536000/i);
      expect((await rawRequest(configured.url, request(['GET /en/ HTTP/1.1', 'Host: www.noord.example', 'Connection: close']))).status).toBe(200);
      expect((await rawRequest(configured.url, request(['GET /en/ HTTP/1.1', 'Host: evil.example', 'Connection: close']))).status).toBe(400);
    } finally {
      await configured.close();
    }
  });

  it('fetches the services from the configured origin, whatever Host the request names (no SSRF)', async () => {
    const calls: string[] = [];
    const recording: Backend = { ...shop.backend, fetch: (input, init) => (calls.push(new Request(input).url), shop.backend.fetch(input, init)) };
    const real = await startShop({ backend: recording, publicOrigin: 'https://www.noord.example', allowedHosts: ['127.0.0.1:5305'] });
    try {
      const answer = await rawRequest(real.url, request(['GET /dames/kleding HTTP/1.1', 'Host: 127.0.0.1:5305', 'Connection: close']));
      expect(answer.status).toBeLessThan(500);
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.every((url) => url.startsWith('https://www.noord.example/'))).toBe(true);
    } finally {
      await real.close();
    }
  });
});

describe('malformed requests get a status and a page, and the server keeps serving', () => {
  it.each([
    ['a bad percent-encoding in the path', 'GET /c/%ZZ HTTP/1.1', 400],
    ['an absolute-form target for another host', 'GET http://other.example/x HTTP/1.1', 400],
    ['OPTIONS *', 'OPTIONS * HTTP/1.1', 204],
    ['GET *', 'GET * HTTP/1.1', 400],
    ['TRACE', 'TRACE / HTTP/1.1', 405],
    ['an unknown method', 'BREW / HTTP/1.1', 501],
    ['a target of 10,000 characters', `GET /${'a'.repeat(10_000)} HTTP/1.1`, 414],
  ])('%s', async (_name, line, status) => {
    const answer = await rawRequest(shop.url, request([line, `Host: ${hostOf(shop.url)}`, 'Connection: close']));
    expect(answer.status).toBe(status);
    if (status === 400) expect(answer.text).toMatch(/<html lang="nl"[\s\S]*This address is not valid|<html lang="nl"[\s\S]*Dit adres is niet geldig/);
    expect((await get('/')).status).toBe(200);
  });

  it('answers a bad path in a store view with the page in its language', async () => {
    const answer = await get('/de/c/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('<html lang="de"');
    expect(answer.text).toContain('Diese Adresse ist ungültig');
  });

  it('answers headers too large with 431 and a malformed header line with 400', async () => {
    const big = await get('/', hostOf(shop.url), [`X-Big: ${'x'.repeat(20_000)}`]);
    expect(big.status).toBe(431);
    const broken = await rawRequest(shop.url, 'GET / HTTP/1.1\r\nHost: x\r\nBroken header\r\n\r\n');
    expect(broken.status).toBe(400);
    expect((await get('/')).status).toBe(200);
  });
});

describe('body limit', () => {
  it('refuses a body whose Content-Length passes the limit at once, without reading it (413)', async () => {
    const answer = await rawRequest(
      shop.url,
      request([
        'POST /api/cart/create HTTP/1.1',
        `Host: ${hostOf(shop.url)}`,
        'Content-Type: application/json',
        `Content-Length: ${String(200 * 1024 * 1024)}`,
      ]),
    );
    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThan(1_000);
    expect((await get('/')).status).toBe(200);
  });

  it('refuses a chunked body as soon as it passes the limit (413)', async () => {
    const chunk = 'x'.repeat(32 * 1024);
    const chunks = Array.from({ length: 4 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('');
    const answer = await rawRequest(
      shop.url,
      `${request(['POST /api/cart/create HTTP/1.1', `Host: ${hostOf(shop.url)}`, 'Transfer-Encoding: chunked'])}${chunks}0\r\n\r\n`,
    );
    expect(answer.status).toBe(413);
  });

  it('lets a body within the limit through', async () => {
    const response = await fetch(`${shop.url}/api/cart/create`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(200);
  });
});

describe('security headers', () => {
  const csp = (response: Response) => response.headers.get('content-security-policy') ?? '';

  it('are on pages, files, service answers and error pages alike', async () => {
    for (const path of ['/en/', '/favicon.svg', '/api/stock/check/none', '/en/no-such-page', '/c/%ZZ']) {
      const response = await fetch(`${shop.url}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(csp(response), path).toContain("frame-ancestors 'none'");
    }
  });

  it("are on the operations endpoints and on the parser's own answers too", async () => {
    for (const path of ['/healthz', '/readyz', '/metrics']) {
      const response = await fetch(`${shop.url}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(csp(response), path).toContain("frame-ancestors 'none'");
    }
    const broken = await rawRequest(shop.url, 'GET / HTTP/1.1\r\nHost: x\r\nBroken header\r\n\r\n');
    expect(broken.status).toBe(400);
    expect(broken.text).toMatch(/\r\nx-frame-options: DENY\r\n/i);
    expect(broken.text).toMatch(/\r\ncontent-security-policy: [^\r]*frame-ancestors 'none'/i);
    expect(broken.text).toMatch(/\r\nreferrer-policy: strict-origin-when-cross-origin\r\n/i);
  });

  it('allow no inline script and no eval, and no HSTS on plain http', async () => {
    const response = await fetch(`${shop.url}/en/`);
    const scriptSrc =
      csp(response)
        .split(';')
        .find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim()).toBe("script-src 'self'");
    expect(csp(response)).toContain("object-src 'none'");
    expect(csp(response)).toContain("base-uri 'self'");
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('let only the Storyblok editor frame the CMS preview', async () => {
    const response = await fetch(`${shop.url}/en/about-us/?_storyblok=1`);
    expect(csp(response)).toContain("frame-ancestors 'self' https://app.storyblok.com");
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('are the same on a cached page as on the page that filled the cache', async () => {
    const first = await fetch(`${shop.url}/de/`);
    await first.text();
    const hit = await fetch(`${shop.url}/de/`);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(csp(hit)).toBe(csp(first));
  });
});

describe("the mounted mock's control endpoints", () => {
  it('do not exist on a served shop without a control token', async () => {
    for (const [method, path] of [
      ['GET', '/__mock/state'],
      ['PUT', '/__mock/state'],
      ['POST', '/__mock/reset'],
      ['POST', '/__mock/faults'],
      ['POST', '/__mock/clock'],
    ] as const) {
      expect((await fetch(`${shop.url}${path}`, { method, ...(method === 'GET' ? {} : { body: '{}' }) })).status, `${method} ${path}`).toBe(404);
    }
    // The mock's API the browser uses still answers.
    expect((await fetch(`${shop.url}/api/cart/create`, { method: 'POST' })).status).toBe(200);
  });

  it('need the token when one is configured', async () => {
    const guarded = await startShop({ mockControl: { kind: 'token', token: 'control-token' } });
    try {
      expect((await fetch(`${guarded.url}/__mock/state`)).status).toBe(401);
      expect((await fetch(`${guarded.url}/__mock/state`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
      const state = await fetch(`${guarded.url}/__mock/state`, { headers: { authorization: 'Bearer control-token' } });
      expect(state.status).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});

describe('page text is text', () => {
  it.each(["$'xyz", '$&', '$`'])('a search for %s keeps the page whole, its title included', async (q) => {
    const response = await fetch(`${shop.url}/en/catalogsearch/result/?q=${encodeURIComponent(q)}`);
    const html = await response.text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<title>[^<]*${q.replace('&', '&amp;').replace(/[$`']/g, (c) => `\\${c}`)}[^<]*</title>`));
    expect(html).toContain('id="storefront-hydration"');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });
});

describe('cache purge', () => {
  it('is the exact path only, and refuses other methods', async () => {
    const longer = await fetch(`${shop.url}/__cache/purgeXYZ`, { method: 'POST', headers: { authorization: 'Bearer purge-token' } });
    expect(longer.status).not.toBe(200);
    const wrongMethod = await fetch(`${shop.url}/__cache/purge`, { headers: { authorization: 'Bearer purge-token' } });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });
});
