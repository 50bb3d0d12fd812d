import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness } from '../../testing/cli/harness';

const cli = cliHarness();
afterAll(() => cli.cleanup());

interface Line {
  item_id: number | string;
  sku: string;
  qty: number;
}

let cartId = '';
beforeAll(async () => {
  const created = await cli.json<{ cartId: string }>('cart', 'create');
  cartId = created.value.cartId;
});

describe('storefront cart', () => {
  it('create: a guest cart with a 32-character masked id; the id works in the next run (state kept in the data folder)', async () => {
    expect(cartId).toMatch(/^[A-Za-z0-9]{32}$/);
    const shown = await cli.run('cart', 'show', cartId);
    expect(shown).toMatchObject({ code: 0, out: `cart ${cartId} is empty` });
  });

  it("add: a child sku and a simple product, through the shop's add-to-cart, keeping earlier lines", async () => {
    const first = await cli.json<{ items: Line[]; notices: string[] }>('cart', 'add', cartId, 'KTR-10002-GRY-134', '--qty', '2');
    expect(first.code).toBe(0);
    expect(first.value.notices).toEqual(['Product has been added to the cart!']);
    const second = await cli.json<{ items: Line[] }>('cart', 'add', cartId, 'EDGE-VOLATILE');
    expect(second.value.items.map((l) => [l.sku, l.qty])).toEqual([
      ['KTR-10002-GRY-134', 2],
      ['EDGE-VOLATILE', 1],
    ]);
  });

  it("add: the server's refusal (no stock) is exit 1 with its text; the cart is unchanged", async () => {
    const result = await cli.run('cart', 'add', cartId, 'EDGE-OOS-SIMPLE');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/EDGE-OOS-SIMPLE was not added .*De gevraagde hoeveelheid is niet beschikbaar/);
    const { value } = await cli.json<{ items: Line[] }>('cart', 'show', cartId);
    expect(value.items.map((l) => l.sku)).toEqual(['KTR-10002-GRY-134', 'EDGE-VOLATILE']);
  });

  it('add: a configurable parent, a bad quantity and an unknown cart are refused before anything changes', async () => {
    const parent = await cli.run('cart', 'add', cartId, 'KTR-10002');
    expect(parent.code).toBe(2);
    expect(parent.err).toMatch(/configurable parent; add one of its children/);
    const qty = await cli.run('cart', 'add', cartId, 'EDGE-VOLATILE', '--qty', '1.5');
    expect(qty.code).toBe(2);
    expect(qty.err).toMatch(/Quantity must be a positive integer/);
    const unknown = await cli.run('cart', 'add', 'no-such-cart', 'EDGE-VOLATILE');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/No such entity with cartId = no-such-cart/);
  });

  it('totals: lines and segments with prices of the store view', async () => {
    const { code, value } = await cli.json<{ grandTotal: number; segments: { code: string; value: number }[] }>('cart', 'totals', cartId);
    expect(code).toBe(0);
    expect(value.segments.find((s) => s.code === 'grand_total')?.value).toBe(value.grandTotal);
    const table = await cli.run('cart', 'totals', cartId);
    expect(table.out).toMatch(/grand_total\s+Grand Total\s+€ \d+,\d\d/);
  });

  it('show: an unknown cart is exit 1', async () => {
    const result = await cli.run('cart', 'show', 'no-such-cart');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^error: not found: No such entity with cartId = no-such-cart$/);
  });

  it('diff: the reconciliation plan between a stored client cart and the server, changing nothing', async () => {
    const file = join(cli.dataDir, 'client.json');
    writeFileSync(
      file,
      JSON.stringify({
        version: 1,
        items: [
          { sku: 'EDGE-VOLATILE', qty: 3 },
          { sku: 'EDGE-MAX-QTY', qty: 1 },
        ],
      }),
    );
    const plain = await cli.json<{ actions: { kind: string }[] }>('cart', 'diff', cartId, '--client', file);
    expect(plain.code).toBe(0);
    expect(plain.value.actions.map((a) => a.kind).sort()).toEqual(['pull', 'push', 'update-server']);
    const forced = await cli.json<{ actions: { kind: string; sku?: string }[] }>('cart', 'diff', cartId, '--client', file, '--force-client');
    expect(forced.value.actions.map((a) => a.kind).sort()).toEqual(['delete-server', 'push', 'update-server']);
    const after = await cli.json<{ items: Line[] }>('cart', 'show', cartId);
    expect(after.value.items.map((l) => [l.sku, l.qty])).toEqual([
      ['KTR-10002-GRY-134', 2],
      ['EDGE-VOLATILE', 1],
    ]);
  });

  it('diff: a malformed JSON file, a file without items and a missing file are bad usage', async () => {
    const bad = join(cli.dataDir, 'bad.json');
    writeFileSync(bad, '{"items": [');
    const malformed = await cli.run('cart', 'diff', cartId, '--client', bad);
    expect(malformed.code).toBe(2);
    expect(malformed.err).toMatch(/bad\.json is not valid JSON/);
    const noSku = join(cli.dataDir, 'nosku.json');
    writeFileSync(noSku, JSON.stringify([{ qty: 1 }]));
    expect((await cli.run('cart', 'diff', cartId, '--client', noSku)).err).toMatch(/item 1 has no "sku"/);
    const missing = await cli.run('cart', 'diff', cartId, '--client', join(cli.dataDir, 'nope.json'));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/cannot read/);
  });
});
