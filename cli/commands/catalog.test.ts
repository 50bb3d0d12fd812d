import { afterAll, describe, expect, it } from 'vitest';
import { cliHarness } from '../../testing/cli/harness';

const cli = cliHarness();
afterAll(() => cli.cleanup());

interface Node {
  name: string;
  urlPath?: string;
  children: Node[];
}

const depth = (nodes: readonly Node[]): number => (nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children))));

describe('storefront category tree', () => {
  it('is indented by level, limited by --depth', async () => {
    const { code, value } = await cli.json<Node[]>('category', 'tree', '--depth', '2');
    expect(code).toBe(0);
    expect(depth(value)).toBe(2);
    expect(value[0]?.children.map((c) => c.name)).toContain('Heren');
    const text = await cli.run('category', 'tree', '--depth', '2');
    expect(text.out).toMatch(/^ {2}Heren \(30\) {2}\/heren/m);
  });

  it('uses the names of the store view', async () => {
    const { value } = await cli.json<Node[]>('--store', 'en', 'category', 'tree', '--depth', '2');
    expect(value[0]?.children.map((c) => c.name)).toContain('Men');
  });

  it('--depth 0 is bad usage', async () => {
    expect((await cli.run('category', 'tree', '--depth', '0')).code).toBe(2);
  });
});

describe('storefront search', () => {
  it('finds products with prices of the store view', async () => {
    const { code, value } = await cli.json<{ total: number; items: { sku: string; finalPriceInclTax: number | null }[] }>('search', 'broek');
    expect(code).toBe(0);
    expect(value.total).toBeGreaterThan(0);
    expect(value.items.some((i) => i.sku === 'KTR-10002')).toBe(true);
  });

  it('prints the price the product page shows (product show), the regular one beside it during a sale', async () => {
    type Item = { sku: string; finalPriceInclTax: number | null; regularPriceInclTax?: number };
    const { value } = await cli.json<{ items: Item[] }>('search', 'special', '--limit', '50');
    const items = value.items.filter((i) => ['EDGE-SPECIAL-PAST', 'EDGE-SPECIAL-ENDS-TODAY', 'EDGE-SPECIAL-FUTURE'].includes(i.sku));
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      const shown = await cli.json<{ prices: { finalPriceInclTax?: number; regularPriceInclTax?: number }[] }>('product', 'show', item.sku);
      expect(item.finalPriceInclTax).toBe(shown.value.prices[0]?.finalPriceInclTax);
      if (item.regularPriceInclTax !== undefined) expect(item.regularPriceInclTax).toBe(shown.value.prices[0]?.regularPriceInclTax);
    }
    const past = items.find((i) => i.sku === 'EDGE-SPECIAL-PAST');
    if (past !== undefined) expect(past.regularPriceInclTax).toBeUndefined();
  }, 30_000);

  it('shows each hit as its card does: the card labels product show places, and the sizes a configurable offers', async () => {
    type Placed = { corner: string; text: string };
    type Item = { sku: string; type: string; labels: Placed[]; sizes: { label: string; available: boolean }[] };
    const { value } = await cli.json<{ items: Item[] }>('search', 'broek', '--limit', '10');
    const configurable = value.items.find((i) => i.sku === 'KTR-10002');
    expect(configurable?.sizes.length).toBeGreaterThan(0);
    const labelled = value.items.filter((i) => i.labels.length > 0);
    expect(labelled.length, 'hits with list labels').toBeGreaterThan(0);
    for (const item of [...labelled.slice(0, 2), value.items[0]!]) {
      const shown = await cli.json<{ labels: { cards: Placed[] } }>('product', 'show', item.sku);
      expect(item.labels, item.sku).toEqual(shown.value.labels.cards);
    }
    const table = await cli.run('search', 'broek', '--limit', '10');
    expect(table.out).toMatch(/labels\s+sizes/);
  }, 30_000);

  it('a term under 3 characters is bad usage; no hits exit 1', async () => {
    const short = await cli.run('search', 'xy');
    expect(short.code).toBe(2);
    expect(short.err).toMatch(/from 3 characters/);
    const none = await cli.run('search', 'qqqqzzzz');
    expect(none.code).toBe(1);
    expect(none.err).toMatch(/nothing found for "qqqqzzzz"/);
  });
});
