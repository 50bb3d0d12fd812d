import { describe, expect, it } from 'vitest';
import { InMemoryCart } from '../../adapters/memory/in-memory-cart';
import { InMemoryStock } from '../../adapters/memory/in-memory-stock';
import { parseRoute } from '../../domain/routing/parse-route';
import { allStoreViews } from '../../domain/store-view/store-views';
import { catalogWorld } from '../../testing/catalog-world';
import type { UrlEntryType, UrlIndexPort } from '../ports/url-index-port';
import { FindUrlAlternates } from './find-url-alternates';
import { InspectServerCart } from './inspect-server-cart';
import { InspectServerCartTotals } from './inspect-server-cart-totals';
import { ListRedirects } from './list-redirects';
import { ListUrlMap } from './list-url-map';
import { LoadCategoryTree } from './load-category-tree';
import { ReportStock } from './report-stock';

describe('ReportStock', () => {
  const stockOf = () =>
    new InMemoryStock(
      new Map([
        ['DRS-1', { is_in_stock: true, qty: 10 }],
        ['DRS-1-S-BLK', { is_in_stock: true, qty: 3, is_volatile: true } as never],
        ['DRS-1-S-RED', { is_in_stock: false, qty: 0 }],
        ['TEE-2', { is_in_stock: true, qty: 7 }],
      ]),
    );

  it('lists a configurable parent with the stock of every child, and says which skus nobody knows', async () => {
    const { catalog } = catalogWorld();
    const rows = await new ReportStock(catalog, stockOf()).execute('nl', ['DRS-1', 'NOPE-1'], 'check');
    expect(rows.map((r) => [r.sku, r.parentSku, r.known, r.found, r.inStock])).toEqual([
      ['DRS-1', undefined, true, true, true],
      ['DRS-1-S-BLK', 'DRS-1', true, true, true],
      ['DRS-1-M-BLK', 'DRS-1', true, false, undefined],
      ['DRS-1-S-RED', 'DRS-1', true, true, false],
      ['NOPE-1', undefined, false, false, undefined],
    ]);
    expect(rows.find((r) => r.sku === 'DRS-1-S-BLK')).toMatchObject({ qty: 3, salableQty: 3, volatile: true });
  });

  it('asks the list call only for skus the catalogue knows, so one unknown sku cannot sink a chunk of 15', async () => {
    const { catalog } = catalogWorld();
    const stock = stockOf();
    const rows = await new ReportStock(catalog, stock).execute('nl', ['TEE-2', 'NOPE-1'], 'list');
    expect(stock.listCalls).toEqual([['TEE-2']]);
    expect(rows.map((r) => [r.sku, r.found])).toEqual([
      ['TEE-2', true],
      ['NOPE-1', false],
    ]);
  });
});

describe('LoadCategoryTree', () => {
  it('builds the tree from the roots, children by position, cut at the depth', async () => {
    const { catalog } = catalogWorld();
    const tree = await new LoadCategoryTree(catalog).execute('nl', 2);
    expect(tree.map((n) => n.name)).toEqual(['Standaard']);
    expect(tree[0]?.children.map((n) => n.name)).toEqual(['Dames', 'Heren']);
    expect(tree[0]?.children[0]?.children).toEqual([]);
  });
});

describe('FindUrlAlternates', () => {
  const route = (path: string) => parseRoute(path, allStoreViews);

  it('sends a product without alternate tags to the other stores’ homes, as the language switch does', async () => {
    const { catalog, settings } = catalogWorld();
    const found = await new FindUrlAlternates(catalog, settings).execute(route('/p/DRS-1/jurk-amara/DRS-1-S-BLK'));
    expect(found.entityId).toBe('1');
    expect(found.alternates).toEqual([
      { storeCode: 'en', url: '/en/', source: 'store-home' },
      { storeCode: 'de', url: '/de/', source: 'store-home' },
    ]);
  });

  it('builds app routes from the route table in the other store views', async () => {
    const { catalog, settings } = catalogWorld();
    const found = await new FindUrlAlternates(catalog, settings).execute(route('/en/winkelwagen/'));
    expect(found.alternates.map((a) => [a.storeCode, a.url, a.source])).toEqual([
      ['nl', '/winkelwagen/', 'route-table'],
      ['de', '/de/winkelwagen/', 'route-table'],
    ]);
  });

  it('knows no alternates of a path that resolved to nothing', async () => {
    const { catalog, settings } = catalogWorld();
    expect(await new FindUrlAlternates(catalog, settings).execute(route('/no/such/page'))).toEqual({ alternates: [] });
  });
});

describe('ListUrlMap and ListRedirects', () => {
  const index: UrlIndexPort = {
    entries: async (_store, type: UrlEntryType, limit) => ({
      items: [{ url: `${type}-a`, type, id: '1' }].slice(0, limit),
      total: type === 'product' ? 120 : 4,
    }),
    redirects: async (_store, limit) => ({ items: [{ request_path: 'old', target_path: 'new', redirect_type: 301 }].slice(0, limit), total: 1 }),
  };

  it('lists each asked type with its own total', async () => {
    const listings = await new ListUrlMap(index).execute('nl', ['product', 'cms_page'], 10);
    expect(listings.map((l) => [l.type, l.items.length, l.total])).toEqual([
      ['product', 1, 120],
      ['cms_page', 1, 4],
    ]);
  });

  it('passes the redirect table through', async () => {
    expect(await new ListRedirects(index).execute('nl', 5)).toEqual({ items: [{ request_path: 'old', target_path: 'new', redirect_type: 301 }], total: 1 });
  });
});

describe('InspectServerCart', () => {
  it('reads the items and totals of a cart by id without creating one', async () => {
    const carts = new InMemoryCart();
    const cartId = await carts.create();
    await carts.update({ cartId, storeCode: 'nl' }, { sku: 'TEE-2', qty: 2 });
    const items = await new InspectServerCart(carts).execute('nl', cartId);
    expect(items.map((i) => [i.sku, i.qty])).toEqual([['TEE-2', 2]]);
    const totals = await new InspectServerCartTotals(carts).execute('nl', cartId);
    expect(totals.items.map((i) => i.qty)).toEqual([2]);
  });

  it('refuses an unknown cart id instead of replacing it', async () => {
    await expect(new InspectServerCart(new InMemoryCart()).execute('nl', 'no-such-cart')).rejects.toThrow();
  });
});
