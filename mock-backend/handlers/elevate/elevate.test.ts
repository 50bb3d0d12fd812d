import { describe, expect, it } from 'vitest';
import { ORIGIN, serve, smallFixtures, testContext } from '../../../testing/mock-backend/content-support';
import { elevateHandlers, elevateNotifications } from './elevate';

const fixtures = smallFixtures();
const ctx = testContext(fixtures);
serve(() => elevateHandlers(ctx));

const COMMON = 'market=NL&locale=nl-NL&touchpoint=DESKTOP&customerKey=c-1&sessionKey=s-1';
const api = (path: string, body?: unknown) =>
  fetch(
    `${ORIGIN}/api/storefront/v3/${path}`,
    body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(body) },
  );

type Group = {
  key: string;
  products: { key: string; sellingPrice: { min: number }; variants: { key: string; ticket: string; size: string }[]; ticket: string }[];
};
type FacetValue = { id: string; count: number; selected: boolean };

describe('queries', () => {
  it('landing-page: no primaryList unless asked', async () => {
    const body = await (await api(`queries/landing-page?${COMMON}&pageReference=/dames`)).json();
    expect(body).not.toHaveProperty('primaryList');
    expect(body.published).toBe(true);
    expect(body.seo.pageHeading).toBe('Dames');
  });

  it('landing-page: primaryList with facets, sort options, paging and navigation', async () => {
    const res = await api(`queries/landing-page?${COMMON}&pageReference=/dames&limit=5&skip=0&sort=PRICE_ASCENDING`, {
      primaryList: { include: true },
      navigation: { include: true },
    });
    expect(res.status).toBe(200);
    const { primaryList, navigation } = await res.json();
    expect(primaryList.totalHits).toBeGreaterThan(5);
    expect(primaryList.productGroups).toHaveLength(5);
    const prices = (primaryList.productGroups as Group[]).map((g) => g.products[0]!.sellingPrice.min);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(primaryList.sort.selected).toBe('PRICE_ASCENDING');
    expect(primaryList.sort.options.map((o: { id: string }) => o.id)).toEqual(
      expect.arrayContaining(['RELEVANCE', 'NEWEST_FIRST', 'PRICE_ASCENDING', 'PRICE_DESCENDING']),
    );
    expect(primaryList.facets.map((f: { id: string; type: string }) => `${f.id}:${f.type}`)).toEqual(['color:COLOR', 'size:SIZE', 'price:RANGE', 'brand:TEXT']);
    expect(navigation.breadcrumbs).toEqual([{ label: 'Dames', path: '/dames' }]);
    expect(navigation.tree.children.length).toBeGreaterThan(1);
  });

  it('landing-page: f.color filters with selected counts, f.price.min/max bound the price', async () => {
    const all = await (await api(`queries/landing-page?${COMMON}&pageReference=/dames`, { primaryList: { include: true } })).json();
    const color = all.primaryList.facets[0].values[0] as FacetValue;
    const filtered = await (await api(`queries/landing-page?${COMMON}&pageReference=/dames&f.color=${color.id}`, { primaryList: { include: true } })).json();
    expect(filtered.primaryList.totalHits).toBe(color.count);
    const colorFacet = filtered.primaryList.facets[0];
    expect(colorFacet.selectedCount).toBe(1);
    expect(colorFacet.values.find((v: FacetValue) => v.id === color.id).selected).toBe(true);
    const ranged = await (
      await api(`queries/landing-page?${COMMON}&pageReference=/dames&f.price.min=20&f.price.max=60`, { primaryList: { include: true } })
    ).json();
    for (const g of ranged.primaryList.productGroups as Group[]) expect(g.products[0]!.sellingPrice.min).toBeGreaterThanOrEqual(20);
    expect(ranged.primaryList.facets[2]).toMatchObject({ minSelected: 20, maxSelected: 60 });
  });

  it('landing-page: a fixture landing page applies its filter attributes', async () => {
    const page = fixtures.recommendations.landingPages.find((p) => p.store === 'nl' && p.filter_attributes.includes('new'))!;
    const body = await (await api(`queries/landing-page?${COMMON}&pageReference=/l/elevate/${page.url_path}/`, { primaryList: { include: true } })).json();
    expect(body.seo.pageHeading).toBe(page.title);
    expect(body.primaryList.totalHits).toBeGreaterThan(0);
  });

  it('landing-page: a hidden branch lists its own products, its parents and the navigation leave it out', async () => {
    const keys = async (reference: string): Promise<string[]> => {
      const body = await (await api(`queries/landing-page?${COMMON}&pageReference=${reference}&limit=1000`, { primaryList: { include: true } })).json();
      return (body.primaryList.productGroups as Group[]).map((g) => g.key);
    };
    for (const reference of ['/dames', '/dames/kleding', '/dames/kleding/jurken', '/dames/kleding/tops-t-shirts', '/accessoires']) {
      expect(
        (await keys(reference)).filter((k) => k.startsWith('EDGE-')),
        reference,
      ).toEqual([]);
    }
    expect(await keys('/dames/kleding/pasvormstudio')).toEqual(['EDGE-SIZE-SELECTOR']);
    expect(await keys('/studio/tops')).toContain('EDGE-CATALOG-ONLY');
    const { navigation } = await (await api(`queries/landing-page?${COMMON}&pageReference=/dames/kleding`, { navigation: { include: true } })).json();
    const labels = (n: { label: string; children: unknown[] }): string[] => [
      n.label,
      ...(n.children as { label: string; children: unknown[] }[]).flatMap(labels),
    ];
    expect(labels(navigation.tree)).toEqual(expect.arrayContaining(['Dames', 'Kleding', 'Jurken']));
    expect(labels(navigation.tree)).not.toEqual(expect.arrayContaining(['Studio']));
    expect(labels(navigation.tree)).not.toEqual(expect.arrayContaining(['Pasvormstudio']));
    const redirect = await (await api(`queries/autocomplete?${COMMON}&q=studio`)).json();
    expect(redirect.redirectLink).toBeUndefined();
  });

  it('search-page: q required, fuzzy matches, didYouMean / autoCorrect', async () => {
    expect((await api(`queries/search-page?${COMMON}`)).status).toBe(400);
    const exact = await (await api(`queries/search-page?${COMMON}&q=jurk`)).json();
    expect(exact.primaryList.totalHits).toBeGreaterThan(0);
    const typo = await (await api(`queries/search-page?${COMMON}&q=jurrk`)).json();
    expect(typo.primaryList.totalHits).toBeGreaterThan(0);
    const nonsense = await (await api(`queries/search-page?${COMMON}&q=qqqqqqqqzz`)).json();
    expect(nonsense.primaryList.totalHits).toBe(0);
    expect(nonsense.didYouMean).toEqual([]);
  });

  it('product-page: productGroup when asked, ALTERNATIVES and UPSELL lists of at most 8, tickets', async () => {
    const key = fixtures.catalog.nl.product.find((p) => p.type_id === 'configurable' && p.status === 1 && p.visibility === 4)!.sku;
    const body = await (
      await api(`queries/product-page?${COMMON}&productKey=${key}`, {
        productGroup: { include: true },
        recommendationLists: [
          { id: 'alt', algorithm: 'ALTERNATIVES', limit: 8 },
          { id: 'up', algorithm: 'UPSELL', limit: 8 },
        ],
      })
    ).json();
    const group = body.productGroup as Group;
    expect(group.key).toBe(key);
    expect(group.products[0]!.variants.length).toBeGreaterThan(0);
    expect(body.recommendationLists.map((l: { algorithm: string }) => l.algorithm)).toEqual(['ALTERNATIVES', 'UPSELL']);
    for (const l of body.recommendationLists) {
      expect(l.productGroups.length).toBeLessThanOrEqual(8);
      expect(l.productGroups.map((g: Group) => g.key)).not.toContain(key);
    }
    const variant = group.products[0]!.variants[0]!;
    expect(body.tickets[variant.key]).toBe(variant.ticket);
    const without = await (await api(`queries/product-page?${COMMON}&productKey=${key}`)).json();
    expect(without).not.toHaveProperty('productGroup');
    expect((await api(`queries/product-page?${COMMON}`)).status).toBe(400);
  });

  it('autocomplete: highlighted phrase suggestions and product suggestions', async () => {
    const body = await (await api(`queries/autocomplete?${COMMON}&q=jur`)).json();
    expect(body.phraseSuggestions.length).toBeGreaterThan(0);
    for (const p of body.phraseSuggestions) expect(p.highlighted).toBe(`{{jur}}${p.q.slice(3)}`);
    expect(body.productSuggestions.length).toBeGreaterThan(0);
    expect(body.totalHits).toBeGreaterThan(0);
    const redirect = await (await api(`queries/autocomplete?${COMMON}&q=sale`)).json();
    expect(redirect.redirectLink).toBe('/sale');
  });

  it('cart-page: recommendations for the pipe-joined cart keys', async () => {
    const keys = fixtures.recommendations.top.nl.slice(0, 2);
    const body = await (await api(`queries/cart-page?${COMMON}&cart=${keys.join('|')}`)).json();
    expect(body.recommendationLists[0].algorithm).toBe('CART');
    expect(body.recommendationLists[0].productGroups.map((g: Group) => g.key)).not.toContain(keys[0]);
  });

  it('answers 400 when a required parameter is missing', async () => {
    for (const name of ['market', 'locale', 'touchpoint', 'customerKey', 'sessionKey']) {
      const params = COMMON.split('&')
        .filter((p) => !p.startsWith(`${name}=`))
        .join('&');
      const res = await api(`queries/landing-page?${params}&pageReference=/dames`);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain(name);
    }
    expect((await api(`queries/landing-page?${COMMON}`)).status).toBe(400);
  });

  it('serves the English store from locale en-GB with English links', async () => {
    const body = await (await api(`queries/search-page?market=NL&locale=en-GB&touchpoint=mobile&customerKey=c&sessionKey=s&q=dress`)).json();
    expect(body.primaryList.totalHits).toBeGreaterThan(0);
    expect(body.primaryList.productGroups[0].products[0].link.startsWith('/en/')).toBe(true);
  });
});

describe('notifications', () => {
  const N = 'market=NL&customerKey=c-1&sessionKey=s-1';
  it('answers 204 with no body for valid notifications', async () => {
    for (const [type, body] of [
      ['click', { ticket: 'Oy1' }],
      ['add-to-cart', { ticket: 'Oy2' }],
      ['add-favorite', { productKey: 'X' }],
      ['end', undefined],
    ] as const) {
      const res = await fetch(`${ORIGIN}/api/storefront/v3/notifications/${type}?${N}`, {
        method: 'POST',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
    }
    expect(elevateNotifications(ctx).map((n) => n.type)).toEqual(expect.arrayContaining(['click', 'add-to-cart', 'end']));
  });

  it('answers 400 without ticket or required params', async () => {
    expect((await fetch(`${ORIGIN}/api/storefront/v3/notifications/click?${N}`, { method: 'POST', body: '{}' })).status).toBe(400);
    expect((await fetch(`${ORIGIN}/api/storefront/v3/notifications/add-to-cart?market=NL`, { method: 'POST', body: '{"ticket":"x"}' })).status).toBe(400);
  });
});

describe('shop lookups', () => {
  it('tn_q redirects known queries', async () => {
    expect(await (await fetch(`${ORIGIN}/api/storefront/v3/redirects?tn_q=Sale`)).json()).toEqual({ q: 'sale', redirect: { url: '/sale' } });
    expect((await (await fetch(`${ORIGIN}/api/storefront/v3/redirects?tn_q=jurk`)).json()).redirect).toBeNull();
  });

  it('lists landing-page subcategories by urlPath', async () => {
    const body = await (await fetch(`${ORIGIN}/api/storefront/v3/landing-pages/subcategories?urlPath=/dames/kleding`)).json();
    expect(body.items.map((i: { url_path: string }) => i.url_path)).toContain('dames/kleding/jurken');
    expect(body.items[0]).toHaveProperty('link');
  });

  it('answers redirects without tn_q (absent or blank) with 400 naming the parameter', async () => {
    for (const q of ['', '?tn_q=', '?tn_q=%20%20']) {
      const res = await fetch(`${ORIGIN}/api/storefront/v3/redirects${q}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ status: 400, message: "Missing required parameter 'tn_q'" });
    }
  });

  it('answers an unknown or missing urlPath on subcategories with an empty list', async () => {
    for (const q of ['?urlPath=/bestaat/niet', '']) {
      const res = await fetch(`${ORIGIN}/api/storefront/v3/landing-pages/subcategories${q}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ items: [] });
    }
  });
});

describe('unknown routes', () => {
  it('answers an unknown query page with 404 naming it, on GET and POST, before checking parameters', async () => {
    const get = await api('queries/wishlist-page');
    expect(get.status).toBe(404);
    expect(await get.json()).toEqual({ status: 404, message: "Unknown query 'wishlist-page'" });
    const post = await api(`queries/wishlist-page?${COMMON}`, {});
    expect(post.status).toBe(404);
    expect((await post.json()).message).toContain('wishlist-page');
  });
});
