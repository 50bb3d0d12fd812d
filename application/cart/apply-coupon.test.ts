import { describe, expect, it } from 'vitest';
import { AddToCart } from './add-to-cart';
import { ApplyCoupon } from './apply-coupon';
import { CurrentCart } from './current-cart';
import { LoadTotals } from './load-totals';
import { RemoveCoupon } from './remove-coupon';
import { cartWorld, tee } from '../../testing/cart-world';

describe('coupons and totals (cart spec §5, §7, §8)', () => {
  it('applies a coupon sent as a parameter, keeps it and reloads the totals with the discount', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute(tee, 2);
    expect(await w.get(ApplyCoupon).execute(' WELCOME10 ')).toEqual({ ok: true, value: 'WELCOME10' });
    const view = w.get(CurrentCart).view;
    expect(view.coupon).toBe('WELCOME10');
    expect(view.totals).toMatchObject({ grand_total: { amount: 3591 }, coupon_code: 'WELCOME10' });
    expect(await w.get(RemoveCoupon).execute()).toBe(true);
    expect(w.get(CurrentCart).view).toMatchObject({ coupon: undefined, totals: { grand_total: { amount: 3990 } } });
  });

  it("an invalid coupon: 'The coupon code isn't valid. Verify the code and try again.', and the totals are reloaded after the 404", async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute(tee);
    const result = await w.get(ApplyCoupon).execute('NOPE');
    expect(result).toMatchObject({ ok: false, error: { notice: { type: 'warning', message: 'invalid-coupon' } } });
    expect(w.outlet.messages().at(-1)).toBe('invalid-coupon');
    expect(w.outlet.events).toContainEqual({ kind: 'totals-updated' });
  });

  it('LoadTotals shows subtotal, discount and grand total rows and stamps the line totals', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute(tee);
    const rows = await w.get(LoadTotals).execute();
    expect(rows.map((r) => r.code)).toEqual(['subtotal_incl_tax', 'grand_total']);
    expect(w.get(CurrentCart).view.items[0]).toMatchObject({ totals: { row_total_incl_tax: { amount: 1995 } } });
    w.connectivity.setOnline(false);
    expect(await w.get(LoadTotals).execute()).toEqual(rows);
  });
});
