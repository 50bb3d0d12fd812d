import { afterAll, describe, expect, it } from 'vitest';
import { cliHarness } from '../../testing/cli/harness';

const cli = cliHarness();
afterAll(() => cli.cleanup());

interface Resolution {
  foundBy: string;
  storeCode: string;
  route?: { name: string; qualifiedName: string; params: Record<string, string> };
  entityId?: string;
  redirect?: { status: number; location: string };
  alternates: { storeCode: string; url: string; source: string }[];
}

describe('storefront url', () => {
  it('resolve: a route-table path is found by the dispatcher, with its paths in the other store views', async () => {
    const { code, value } = await cli.json<Resolution>('url', 'resolve', '/en/');
    expect(code).toBe(0);
    expect(value).toMatchObject({ foundBy: 'dispatcher', storeCode: 'en', route: { name: 'home', qualifiedName: 'en-home' } });
    expect(value.alternates).toEqual([
      { storeCode: 'nl', url: '/', source: 'route-table' },
      { storeCode: 'de', url: '/de/', source: 'route-table' },
    ]);
  });

  it('resolve: a category through the URL map, with its entity id and alternate_href_tags', async () => {
    const { code, value } = await cli.json<Resolution>('url', 'resolve', '/heren');
    expect(code).toBe(0);
    expect(value).toMatchObject({ foundBy: 'url-map', route: { name: 'category', params: { url_path: 'heren' } }, entityId: '30' });
    expect(value.alternates.map((a) => [a.storeCode, a.url])).toEqual([
      ['en', '/en/men'],
      ['de', '/de/herren'],
    ]);
  });

  it("resolve: a product only sold in nl sends the language switch to the other stores' home", async () => {
    const map = await cli.json<{ items: { url: string; sku?: string }[] }>('url', 'map', '--type', 'product', '--limit', '400');
    const url = map.value.items.find((i) => i.sku === 'EDGE-NL-ONLY')?.url;
    const { value } = await cli.json<Resolution>('url', 'resolve', `/${url ?? 'missing'}`);
    expect(value).toMatchObject({ foundBy: 'url-map', route: { params: { parentSku: 'EDGE-NL-ONLY' } } });
    expect(value.alternates).toEqual([
      { storeCode: 'en', url: '/en/', source: 'store-home' },
      { storeCode: 'de', url: '/de/', source: 'store-home' },
    ]);
  });

  it('resolve: a stored redirect with its type and target, as a table by default', async () => {
    const { code, out } = await cli.run('url', 'resolve', '/dames/jurken');
    expect(code).toBe(0);
    expect(out).toMatch(/found by\s+redirect/);
    expect(out).toMatch(/redirect\s+301 → \/dames\/kleding\/jurken/);
  });

  it('resolve: an unknown path prints the not-found route and exits 1 with one line on stderr', async () => {
    const result = await cli.run('url', 'resolve', '/does/not/exist');
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/found by\s+not-found/);
    expect(result.err.split('\n')).toHaveLength(1);
    expect(result.err).toMatch(/^error: no route for \/does\/not\/exist in store view nl/);
  });

  it('resolve: a path without a leading slash is bad usage (exit 2)', async () => {
    const result = await cli.run('url', 'resolve', 'heren');
    expect(result).toMatchObject({ code: 2, out: '' });
    expect(result.err).toMatch(/paths start with \//);
  });

  it('map: entries of one type with a limit, and the totals', async () => {
    const { code, value } = await cli.json<{ totals: Record<string, number>; items: { type: string; url: string }[] }>(
      'url',
      'map',
      '--type',
      'category',
      '--limit',
      '3',
    );
    expect(code).toBe(0);
    expect(value.items).toHaveLength(3);
    expect(value.items.every((i) => i.type === 'category')).toBe(true);
    expect(value.totals['category']).toBeGreaterThan(3);
  });

  it('map: the German store view lists German urls', async () => {
    const { value } = await cli.json<{ items: { url: string }[] }>('--store', 'de', 'url', 'map', '--type', 'category', '--limit', '50');
    expect(value.items.map((i) => i.url)).toContain('herren');
  });

  it('map and redirects: the table shows shop paths with the store prefix', async () => {
    expect((await cli.run('--store', 'de', 'url', 'map', '--type', 'category', '--limit', '50')).out).toMatch(/^category\s+\/de\/herren\s+30\s/m);
    const redirects = await cli.run('--store', 'en', 'url', 'redirects');
    expect(redirects.code).toBe(0);
    expect(redirects.out).toMatch(/^\/en\/\S+\s+30[12]\s+\/en\//m);
  });

  it('map: a wrong --type or --limit is bad usage', async () => {
    expect((await cli.run('url', 'map', '--type', 'page')).code).toBe(2);
    const limit = await cli.run('url', 'map', '--limit', 'ten');
    expect(limit.code).toBe(2);
    expect(limit.err).toMatch(/--limit "ten" must be a whole number/);
  });

  it('redirects: the redirect table with request path, type and target', async () => {
    const { code, out } = await cli.run('url', 'redirects', '--limit', '5');
    expect(code).toBe(0);
    expect(out).toMatch(/\/dames\/jurken\s+301\s+\/dames\/kleding\/jurken\s+category/);
    expect(out).toMatch(/total: \d+/);
  });

  it('an unknown --store is bad usage', async () => {
    const result = await cli.run('--store', 'fr', 'url', 'resolve', '/');
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/Allowed choices are nl, en, de/);
  });
});
