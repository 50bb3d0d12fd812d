import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningShop, startShop } from '../../testing/server/test-server';
import { isThemeAssetPath } from './theme-asset';

/** The CMS theme (menus, footer, USP bar) in its own content-named file instead of every page's HTML. */
let shop: RunningShop;

vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  shop = await startShop();
}, 60_000);
afterAll(() => shop.close());
afterEach(() => shop.backend.mock?.faults.clear());

const hydrationOf = (html: string): { themeUrl?: string; router: { loaderData: Record<string, { theme?: unknown }> } } =>
  JSON.parse(/<script id="storefront-hydration" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');

async function themeUrlOf(path: string): Promise<string> {
  const html = await (await fetch(`${shop.url}${path}`)).text();
  const payload = hydrationOf(html);
  expect(payload.themeUrl).toMatch(/^\/theme\/(nl|en|de)\.[\w-]{16}\.json$/);
  // Linked for the browser to fetch with the scripts, and no longer in the loader data.
  expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${payload.themeUrl}">`);
  expect(payload.router.loaderData[`store-${path === '/' ? 'nl' : path.split('/')[1]}`]?.theme).toBeNull();
  return payload.themeUrl ?? '';
}

describe('the theme file', () => {
  it('is named by its content: every page of a store view names the same file, each store view its own', async () => {
    const home = await themeUrlOf('/en/');
    expect(await themeUrlOf('/en/about-us/')).toBe(home);
    expect(home.startsWith('/theme/en.')).toBe(true);
    const dutch = await themeUrlOf('/');
    expect(dutch.startsWith('/theme/nl.')).toBe(true);
  });

  it('answers the menu as JSON that browsers keep for a year, from the output cache the second time, 304 when revalidated', async () => {
    const url = await themeUrlOf('/de/');
    const first = await fetch(`${shop.url}${url}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const theme = (await first.json()) as { menu: { label: string }[] };
    expect(theme.menu.map((item) => item.label)).toContain('Damen');
    const second = await fetch(`${shop.url}${url}`, { headers: { 'accept-encoding': 'br' } });
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await second.json()).toEqual(theme);
    const etag = second.headers.get('etag') ?? '';
    expect((await fetch(`${shop.url}${url}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('answers a name the theme no longer has with the current theme, kept by nobody', async () => {
    const response = await fetch(`${shop.url}/theme/nl.AAAAAAAAAAAAAAAA.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(((await response.json()) as { menu: unknown[] }).menu.length).toBeGreaterThan(0);
    expect((await fetch(`${shop.url}/theme/nl.AAAAAAAAAAAAAAAA.json`)).headers.get('x-cache')).toBe('MISS');
  });

  it('is a 404 when the CMS fails, and only a well-formed name is a theme file', async () => {
    shop.backend.mock?.faults.add({ pattern: '*', outage: true });
    expect((await fetch(`${shop.url}/theme/en.BBBBBBBBBBBBBBBB.json`)).status).toBe(404);
    shop.backend.mock?.faults.clear();
    for (const path of ['/theme/en.json', '/theme/xx.BBBBBBBBBBBBBBBB.json', '/theme/en.BBBBBBBBBBBBBBB!.json', '/theme/en.BBBBBBBBBBBBBBBB.json/x']) {
      expect(isThemeAssetPath(path)).toBe(false);
    }
  });
});
