import { afterAll, describe, expect, it } from 'vitest';
import { placeLabels } from '../../application/catalog/label-presenter';
import { generatedFixtures } from '../composition/in-process-mock';
import { TEST_PRODUCTS, cliHarness } from '../../testing/cli/harness';

const cli = cliHarness();
afterAll(() => cli.cleanup());

interface Shown {
  sku: string;
  childSku?: string;
  type: string;
  status: number;
  visibility: number;
  categories: { id: number; name: string }[];
  labels: { productPage: { corner: string; text: string }[]; cards: { corner: string; text: string }[] };
  prices: { storeCode: string; regularPriceInclTax?: number; specialPriceInclTax?: number; activeSpecialPriceInclTax?: number; finalPriceInclTax?: number }[];
  variants?: { sku: string; inStock?: boolean }[];
}

interface Variant {
  selected: string | null;
  configured: boolean;
  why: string;
  candidates: { sku: string; matches: string; chosen: boolean }[];
  removedByStockSync: { sku: string; reason: string }[];
}

describe('storefront product show', () => {
  it('shows type, status, visibility, categories and prices in every store view', async () => {
    const { code, value } = await cli.json<Shown>('product', 'show', 'KTR-10002', '--variants');
    expect(code).toBe(0);
    expect(value).toMatchObject({ sku: 'KTR-10002', type: 'configurable', status: 1, visibility: 4 });
    expect(value.categories.map((c) => c.name)).toEqual(['Kinderen', 'Jongens', 'Broeken']);
    expect(value.prices.map((p) => p.storeCode)).toEqual(['nl', 'en', 'de']);
    expect(value.variants?.length).toBe(5);
  });

  it('shows the labels where the shop shows them: the product page’s and the cards’, each in its corner', async () => {
    const fixtures = await generatedFixtures(7, TEST_PRODUCTS);
    const labelled = fixtures.catalog.nl.product.find((p) => p.product_labels.some((l) => l.type === 1) && p.product_labels.some((l) => l.type === 2));
    expect(labelled, 'a fixture product with list and product-view labels').toBeDefined();
    const { value } = await cli.json<Shown>('--store', 'nl', 'product', 'show', labelled!.sku);
    expect(value.labels).toEqual({
      productPage: placeLabels(labelled!.product_labels, 'product_view'),
      cards: placeLabels(labelled!.product_labels, 'category_list'),
    });
    expect(value.labels.productPage.length).toBeGreaterThan(0);
    const table = await cli.run('--store', 'nl', 'product', 'show', labelled!.sku);
    expect(table.out).toContain(`${value.labels.cards[0]!.text} (${value.labels.cards[0]!.corner})`);
  });

  it('the active special price follows the window of the domain rule (catalogue spec §4)', async () => {
    // One run at a time: each starts its own in-process mock, and two would both answer the same fetch.
    const running = await cli.json<Shown>('--store', 'nl', 'product', 'show', 'EDGE-SPECIAL-FUTURE');
    const past = await cli.json<Shown>('--store', 'nl', 'product', 'show', 'EDGE-SPECIAL-PAST');
    expect(running.value.prices).toHaveLength(1);
    const runningPrice = running.value.prices[0];
    // The fixtures date the window around the real date, so whether it runs depends on today; the rule must agree with the index.
    if (runningPrice?.specialPriceInclTax === undefined) expect(runningPrice?.activeSpecialPriceInclTax).toBeUndefined();
    else expect(runningPrice.activeSpecialPriceInclTax).toBe(runningPrice.finalPriceInclTax);
    expect(past.value.prices[0]?.activeSpecialPriceInclTax).toBeUndefined();
  });

  it('prices are formatted for the store view in the table', async () => {
    const { code, out } = await cli.run('--store', 'de', 'product', 'show', 'KTR-10002');
    expect(code).toBe(0);
    expect(out).toMatch(/^de\s+€ \d+,\d\d\s+€ 24,95/m);
    expect(out).not.toMatch(/^nl\s/m);
  });

  it('a child sku shows its parent, as the shop redirects it', async () => {
    const { value } = await cli.json<Shown>('--store', 'nl', 'product', 'show', 'KTR-10002-GRY-134');
    expect(value).toMatchObject({ sku: 'KTR-10002', childSku: 'KTR-10002-GRY-134' });
  });

  it('an unknown sku exits 1 with a hint', async () => {
    const result = await cli.run('product', 'show', 'NOPE-1');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/no product with sku NOPE-1 in store view nl .*storefront search/);
  });
});

describe('storefront product variant', () => {
  it('without options: the first selectable child; the out-of-stock cheaper one was removed by the stock sync', async () => {
    const { code, value } = await cli.json<Variant>('product', 'variant', 'EDGE-CHEAP-OOS');
    expect(code).toBe(0);
    expect(value.selected).toBe('EDGE-CHEAP-OOS-BLK-M');
    expect(value.removedByStockSync).toEqual([{ sku: 'EDGE-CHEAP-OOS-BLK-S', reason: 'out of stock' }]);
  });

  it('by option label: the child carrying every chosen value, and why', async () => {
    const { code, value, err } = await cli.json<Variant>('product', 'variant', 'KTR-10002', '--option', 'Maat=134', '--option', 'color_ois=grijs');
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(value).toMatchObject({ selected: 'KTR-10002-GRY-134', configured: true });
    expect(value.why).toMatch(/configureVariant/);
    expect(value.candidates.find((c) => c.chosen)?.matches).toBe('2/2');
  });

  it('a value no selectable child has: the warning and the kept variant, exit 1', async () => {
    const result = await cli.run('product', 'variant', 'EDGE-CHEAP-OOS', '--option', 'size_ois=S');
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/no-such-configuration/);
    expect(result.err).toMatch(/no selectable child of EDGE-CHEAP-OOS has size_ois=S/);
  });

  it('bad option syntax, an unknown option and an unknown value are bad usage', async () => {
    const syntax = await cli.run('product', 'variant', 'KTR-10002', '--option', 'size_ois');
    expect(syntax).toMatchObject({ code: 2 });
    expect(syntax.err).toMatch(/is not code=value/);
    const option = await cli.run('product', 'variant', 'KTR-10002', '--option', 'fit=slim');
    expect(option.code).toBe(2);
    expect(option.err).toMatch(/its options are color_ois \(Kleur\), size_ois \(Maat\)/);
    const value = await cli.run('product', 'variant', 'KTR-10002', '--option', 'size_ois=XXL');
    expect(value.code).toBe(2);
    expect(value.err).toMatch(/choose one of 128, 134, 140, 146, 152/);
  });

  it('a simple product has no variants (exit 2)', async () => {
    const result = await cli.run('product', 'variant', 'EDGE-VOLATILE');
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/only configurable products have variants/);
  });
});
