import { beforeEach, describe, expect, it } from 'vitest';
import type { CartRef } from '../../application/ports/cart-port';
import type { LoyaltyPort } from '../../application/ports/loyalty-port';
import { failure } from './port-failure';

export interface LoyaltyHarness {
  readonly loyalty: LoyaltyPort;
  /** A member's cart with items, with the member's token. */
  readonly cart: CartRef & { readonly token: string };
  /** A personal coupon and a personal discount of the member. */
  readonly coupon: string;
  readonly discount: string;
  /** Ends the member's loyalty session, as inactivity would. */
  expire(): void;
}

/** What every LoyaltyPort adapter does (cart spec §4, §5, §7). Each test starts from fresh backend state. */
export function loyaltyContract(name: string, make: () => Promise<LoyaltyHarness>): void {
  describe(`LoyaltyPort contract: ${name}`, () => {
    let h: LoyaltyHarness;
    beforeEach(async () => {
      h = await make();
    });

    it('lists the personal coupons, and every answer carries the next session expiry', async () => {
      const answer = await h.loyalty.personalCoupons(h.cart.token);
      expect(answer.value.map((c) => c.code)).toContain(h.coupon);
      expect(answer.sessionExpires).toEqual(expect.any(Number));
    });

    it('applies a personal coupon as an array of codes and removes it again', async () => {
      const applied = await h.loyalty.applyCoupons(h.cart, [h.coupon]);
      expect(applied.value.couponCode).toBe(h.coupon);
      expect(applied.value.discountAmount.amount).toBeLessThan(0);
      const removed = await h.loyalty.removeCoupons(h.cart, [h.coupon]);
      expect(removed.value.couponCode).toBeUndefined();
    });

    it('refuses an unknown coupon or discount as not-found with the server message', async () => {
      const coupon = await failure(h.loyalty.applyCoupons(h.cart, ['NO-SUCH-CODE']));
      expect(coupon.kind).toBe('not-found');
      expect(coupon.message).toBe("The coupon code isn't valid. Verify the code and try again.");
      expect((await failure(h.loyalty.applyDiscounts(h.cart, ['NO-SUCH-CODE']))).kind).toBe('not-found');
    });

    it('applies and removes a personal discount', async () => {
      const applied = await h.loyalty.applyDiscounts(h.cart, [h.discount]);
      expect(applied.value.discountAmount.amount).toBeLessThan(0);
      const removed = await h.loyalty.removeDiscounts(h.cart, [h.discount]);
      expect(removed.value.discountAmount.amount).toBe(0);
    });

    it('lists transactions and reads one; an unknown one is not-found', async () => {
      const list = (await h.loyalty.transactions(h.cart.token)).value;
      expect(list.length).toBeGreaterThan(0);
      const first = list[0];
      if (first === undefined) return;
      expect((await h.loyalty.transaction(h.cart.token, String(first.transaction_id))).value.transaction_id).toBe(first.transaction_id);
      expect((await failure(h.loyalty.transaction(h.cart.token, 'NO-SUCH-TX'))).kind).toBe('not-found');
    });

    it('validates the quote and tells whether personal pricing applies', async () => {
      await h.loyalty.applyDiscounts(h.cart, [h.discount]);
      const validation = (await h.loyalty.validateQuote(h.cart)).value;
      expect(validation).toMatchObject({ valid: true, removedCodes: [] });
      const status = (await h.loyalty.personalPricing(h.cart.token)).value;
      expect(status).toMatchObject({ enabled: true, hasPersonalPricing: true });
      expect(status.discountCodes).toContain(h.discount);
      // The percentage of a personal discount is what the product page shows as the personal price.
      expect(status.discounts.find((d) => d.code === h.discount)?.percent).toBeGreaterThan(0);
    });

    it('an unknown token or an expired session is not-authorized', async () => {
      expect((await failure(h.loyalty.personalCoupons('no-such-token'))).kind).toBe('not-authorized');
      h.expire();
      expect((await failure(h.loyalty.transactions(h.cart.token))).kind).toBe('not-authorized');
    });
  });
}
