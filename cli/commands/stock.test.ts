import { afterAll, describe, expect, it } from 'vitest';
import { cliHarness } from '../../testing/cli/harness';

const cli = cliHarness();
afterAll(() => cli.cleanup());

interface Row {
  sku: string;
  parentSku?: string;
  known: boolean;
  found: boolean;
  inStock?: boolean;
  qty?: number;
  salableQty?: number;
  volatile?: boolean;
}

describe('storefront stock', () => {
  it('check: a volatile item is in stock with qty 0 and marked volatile', async () => {
    const { code, value } = await cli.json<Row[]>('stock', 'check', 'EDGE-VOLATILE');
    expect(code).toBe(0);
    expect(value).toEqual([{ sku: 'EDGE-VOLATILE', known: true, found: true, inStock: true, qty: 0, salableQty: 0, volatile: true }]);
  });

  it('check: a configurable parent lists every child with its stock', async () => {
    const { code, value } = await cli.json<Row[]>('stock', 'check', 'EDGE-CHEAP-OOS');
    expect(code).toBe(0);
    const children = value.filter((r) => r.parentSku === 'EDGE-CHEAP-OOS');
    expect(children.map((c) => c.sku)).toEqual(['EDGE-CHEAP-OOS-BLK-S', 'EDGE-CHEAP-OOS-BLK-M', 'EDGE-CHEAP-OOS-BLK-L']);
    expect(children.find((c) => c.sku.endsWith('-S'))).toMatchObject({ found: true, inStock: false });
  });

  it('check: an unknown sku is printed, then exit 1 naming it', async () => {
    const result = await cli.run('stock', 'check', 'EDGE-OOS-SIMPLE', 'NO-SUCH-SKU');
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/EDGE-OOS-SIMPLE\s+no\s+0/);
    expect(result.out).toMatch(/NO-SUCH-SKU\s+unknown sku/);
    expect(result.err).toMatch(/^error: unknown sku NO-SUCH-SKU/);
  });

  it('list: more than 15 skus (chunks of 15) come back in order, children after their parent', async () => {
    const skus = ['EDGE-VOLATILE', 'EDGE-OOS-SIMPLE', 'EDGE-MAX-QTY', 'EDGE-ALL-OOS', 'EDGE-CHEAP-OOS', 'EDGE-COLOR-BLK', 'EDGE-SIZE-SELECTOR'];
    const { code, value } = await cli.json<Row[]>('stock', 'list', '--skus', skus.join(','));
    expect(code).toBe(0);
    expect(value.length).toBeGreaterThan(15);
    expect(value.filter((r) => r.parentSku === undefined).map((r) => r.sku)).toEqual(skus);
    expect(value.every((r) => r.found)).toBe(true);
  });

  it('list: an unknown sku does not spoil the chunk it would share with known ones', async () => {
    const result = await cli.json<Row[]>('stock', 'list', '--skus', 'EDGE-VOLATILE,NO-SUCH-SKU,EDGE-MAX-QTY');
    expect(result.code).toBe(1);
    expect(result.value.map((r) => [r.sku, r.found])).toEqual([
      ['EDGE-VOLATILE', true],
      ['NO-SUCH-SKU', false],
      ['EDGE-MAX-QTY', true],
    ]);
  });

  it('list: an empty --skus and a missing --skus are bad usage', async () => {
    expect((await cli.run('stock', 'list', '--skus', ' , ')).code).toBe(2);
    const missing = await cli.run('stock', 'list');
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/required option '--skus/);
  });

  it('check without a sku is bad usage', async () => {
    expect((await cli.run('stock', 'check')).code).toBe(2);
  });
});
