import { describe, expect, it } from 'vitest';
import type { ProductDoc } from '../../../fixtures/types';
import type { SourceFilter } from '../../engine/index.ts';
import { catalogSearch } from './catalog';
import { storeView } from '../shared/common';
import { productSourceTexts, productSourceTextsOf } from './product-source-texts';
import { smallFixtures, testContext, TEST_NOW } from '../../../testing/mock-backend/content-support';
import { rewriteProduct, specialPriceEndsAt } from './vsf-products';

const fixtures = smallFixtures();
const ALL: SourceFilter = { fetch: true, includes: [], excludes: [] };
const instant = (magento: string) => Date.parse(`${magento.replace(' ', 'T')}Z`);

/** A context on a clock the test moves, with its own memo. */
function clockedContext() {
  const clock = { now: TEST_NOW.getTime() };
  return { clock, ctx: { ...testContext(fixtures), clock: () => new Date(clock.now) } };
}

async function searchSku(ctx: ReturnType<typeof clockedContext>['ctx'], sku: string, query = '') {
  const url = `http://127.0.0.1/api/catalog/vue_storefront_catalog_nl/product/_search?${query}`;
  const response = await catalogSearch(ctx, new Request(url, { method: 'POST', body: JSON.stringify({ query: { term: { sku } } }) }));
  const body = (await response.json()) as { hits: { hits: { _source: Record<string, unknown> }[] } };
  return body.hits.hits[0]!._source;
}

describe('memoised product _source texts', () => {
  it('answers the new prices when the clock crosses the end of a special-price window between two searches', async () => {
    const promoted = fixtures.catalog.nl.product.find(
      (p) =>
        p.type_id === 'simple' &&
        p.special_price !== null &&
        p.special_price < p.price &&
        p.special_to_date !== null &&
        (p.special_from_date === null || instant(p.special_from_date) < instant(p.special_to_date)),
    )!;
    const { clock, ctx } = clockedContext();
    clock.now = specialPriceEndsAt(promoted.special_to_date) - 1;
    const during = await searchSku(ctx, promoted.sku);
    clock.now += 1;
    const after = await searchSku(ctx, promoted.sku);
    expect(during.price_incl_tax).toBeCloseTo(promoted.special_price!);
    expect(during.special_price_incl_tax).toBeCloseTo(promoted.special_price!);
    expect(after.special_price).toBe(0);
    expect(after.special_price_incl_tax).toBe(0);
    const options = { taxRules: fixtures.catalog.nl.taxrule, store: storeView(ctx, 'nl'), secret: ctx.config.secret, nowMs: clock.now };
    // The price indexer wrote the regular price as final_price when the window ended: the answer no longer sells the ended sale.
    expect(after.price_incl_tax).toBeCloseTo(promoted.price);
    expect(after).toEqual(rewriteProduct({ ...promoted, final_price: promoted.price } as unknown as Record<string, unknown>, options));
    expect(productSourceTextsOf(ctx).counts).toMatchObject({ made: 2, reused: 0 });
  });

  it('answers the new prices when the clock passes the start of a child special-price window', async () => {
    const parent = fixtures.catalog.nl.product.find((p) =>
      p.configurable_children?.some((c) => c.special_price !== null && c.special_price < c.price && c.special_from_date !== null),
    )!;
    const child = parent.configurable_children!.find((c) => c.special_price !== null && c.special_price < c.price && c.special_from_date !== null)!;
    const childOf = (source: Record<string, unknown>) => (source.configurable_children as Record<string, unknown>[]).find((c) => c.sku === child.sku)!;
    const { clock, ctx } = clockedContext();
    clock.now = instant(child.special_from_date!) - 1;
    const before = childOf(await searchSku(ctx, parent.sku));
    clock.now += 1;
    const during = childOf(await searchSku(ctx, parent.sku));
    expect(before.special_price).toBe(0);
    expect(during.special_price_incl_tax).toBeCloseTo(child.special_price!);
  });

  it('reuses the texts of a second identical search', async () => {
    const { ctx } = clockedContext();
    const ask = () =>
      catalogSearch(
        ctx,
        new Request('http://127.0.0.1/api/catalog/vue_storefront_catalog_nl/product/_search?size=20&_source_exclude=description,media_gallery', {
          method: 'POST',
          body: '{}',
        }),
      );
    const first = await (await ask()).text();
    const { counts } = productSourceTextsOf(ctx);
    expect(counts).toMatchObject({ made: 20, reused: 0 });
    const again = await (await ask()).text();
    expect(counts).toMatchObject({ made: 20, reused: 20 });
    expect(again.replace(/^\{"took":\d+,/, '')).toBe(first.replace(/^\{"took":\d+,/, ''));
  });

  it('keeps texts apart by store view, source filter and secret', () => {
    const doc = fixtures.catalog.nl.product.find((p) => p.tax_class_id === '2' && p.type_id === 'simple')! as unknown as ProductDoc & Record<string, unknown>;
    const { ctx } = clockedContext();
    const nl = { taxRules: fixtures.catalog.nl.taxrule, store: storeView(ctx, 'nl'), secret: 's', nowMs: TEST_NOW.getTime() };
    const texts = productSourceTexts();
    const parse = (options: typeof nl, filter: SourceFilter) => JSON.parse(texts.sources(options)(filter)(doc).text) as Record<string, unknown>;
    const dutch = parse(nl, ALL);
    const german = parse({ ...nl, store: storeView(ctx, 'de') }, ALL);
    const skuOnly = parse(nl, { fetch: true, includes: ['sku'], excludes: [] });
    const otherSecret = parse({ ...nl, secret: 't' }, ALL);
    expect(Number(dutch.price_tax) / Number(dutch.price)).toBeCloseTo(0.21);
    expect(Number(german.price_tax) / Number(german.price)).toBeCloseTo(0.19);
    expect(skuOnly).toEqual({ sku: doc.sku });
    expect(otherSecret.sgn).not.toBe(dutch.sgn);
    expect(parse(nl, ALL)).toEqual(dutch);
    expect(texts.counts).toEqual({ made: 4, reused: 1, expired: 0 });
  });

  it('drops the least recently used texts past its size, and everything past its number of variants', () => {
    const [a, b, c] = fixtures.catalog.nl.product.slice(0, 3) as unknown as Record<string, unknown>[];
    const { ctx } = clockedContext();
    const options = { taxRules: fixtures.catalog.nl.taxrule, store: storeView(ctx, 'nl'), secret: 's', nowMs: TEST_NOW.getTime() };
    const sku: SourceFilter = { fetch: true, includes: ['sku', 'price'], excludes: [] };
    const size = (doc: Record<string, unknown>) => productSourceTexts().sources(options)(sku)(doc).text.length;
    const texts = productSourceTexts({ maxChars: size(a!) + size(b!) + size(c!) - 1, maxVariants: 2 });
    const text = (doc: Record<string, unknown>, filter = sku) => texts.sources(options)(filter)(doc);
    text(a!);
    text(b!);
    text(a!);
    text(c!);
    expect(texts.counts).toMatchObject({ made: 3, reused: 1 });
    text(a!);
    text(c!);
    expect(texts.counts).toMatchObject({ made: 3, reused: 3 });
    text(b!);
    expect(texts.counts).toMatchObject({ made: 4 });
    text(a!, { fetch: true, includes: ['id'], excludes: [] });
    text(a!, { fetch: true, includes: ['name'], excludes: [] });
    text(c!);
    expect(texts.counts).toMatchObject({ made: 7, reused: 3 });
  });
});
