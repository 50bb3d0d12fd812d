import { describe, expect, it } from 'vitest';
import { CurrentCart } from './current-cart';
import { StockSyncCartItems } from './stock-sync-cart-items';
import { cartWorld } from '../../testing/cart-world';

describe('StockSyncCartItems (cart spec §4 "Stock sync of the cart")', () => {
  const lines = [
    { sku: 'TEE-1', qty: 1 },
    { sku: 'SCF-3', qty: 1 },
    { sku: 'UNKNOWN-9', qty: 1 },
  ];

  it("sets 'In stock!' and 'Out of the stock!' and keeps lines of unknown stock", async () => {
    const w = await cartWorld({ online: false });
    await w.get(CurrentCart).set({ items: lines });
    const items = await w.get(StockSyncCartItems).execute();
    expect(items).toMatchObject([
      { sku: 'TEE-1', is_in_stock: true, info: { stock: 'in-stock' } },
      { sku: 'SCF-3', is_in_stock: false, errors: { stock: 'out-of-the-stock' } },
      { sku: 'UNKNOWN-9' },
    ]);
    expect(w.get(StockSyncCartItems).available).toEqual({ 'TEE-1': 10 });
  });

  it('removes out-of-stock lines when neither out-of-stock carts nor sync are allowed', async () => {
    const w = await cartWorld({ online: false, settings: { allowOutOfStockInCart: false, synchronize: false } });
    await w.get(CurrentCart).set({ items: lines });
    expect((await w.get(StockSyncCartItems).execute()).map((i) => i.sku)).toEqual(['TEE-1', 'UNKNOWN-9']);
  });
});
