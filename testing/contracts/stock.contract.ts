import { beforeAll, describe, expect, it } from 'vitest';
import type { StockPort } from '../../application/ports/stock-port';

export interface StockHarness {
  readonly stock: StockPort;
  /** At least 20 skus the backend knows. */
  readonly knownSkus: readonly string[];
}

/** What every StockPort adapter does (catalogue spec §7, §8; cart spec §7). */
export function stockContract(name: string, make: () => StockHarness): void {
  describe(`StockPort contract: ${name}`, () => {
    let h: StockHarness;
    beforeAll(() => {
      h = make();
    });

    it('checks one sku, and answers nothing for an unknown one', async () => {
      const item = await h.stock.check('nl', h.knownSkus[0]!);
      expect(typeof item?.is_in_stock).toBe('boolean');
      expect(await h.stock.check('nl', 'NO-SUCH-SKU')).toBeUndefined();
    });

    it('lists many skus (asked in chunks of 15) without losing one', async () => {
      const skus = h.knownSkus.slice(0, 20);
      const bySku = await h.stock.list('nl', skus);
      expect(Object.keys(bySku).sort()).toEqual([...skus].sort());
      expect(await h.stock.list('nl', [])).toEqual({});
    });

    it('keeps the chunks that answered when one chunk holds an unknown sku', async () => {
      const skus = [...h.knownSkus.slice(0, 16), 'NO-SUCH-SKU', ...h.knownSkus.slice(16, 20)];
      const bySku = await h.stock.list('nl', skus);
      for (const sku of skus.slice(0, 15)) expect(bySku[sku]).toBeDefined();
      expect(bySku['NO-SUCH-SKU']).toBeUndefined();
    });

    it('answers salable quantities per request', async () => {
      const answers = await h.stock.salableQuantity([
        { sku: h.knownSkus[0]!, qty: 1 },
        { sku: 'NO-SUCH-SKU', qty: 1 },
      ]);
      expect(answers.map((a) => a.sku)).toEqual([h.knownSkus[0], 'NO-SUCH-SKU']);
      expect(answers[1]?.isSalable).toBe(false);
      expect(await h.stock.salableQuantity([])).toEqual([]);
    });
  });
}
