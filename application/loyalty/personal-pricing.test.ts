import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/memory/fake-clock';
import { demoLoyalty, InMemoryLoyalty, type InMemoryLoyaltySeed } from '../../adapters/memory/in-memory-loyalty';
import { money } from '../../domain/shared/money';
import type { PersonalPricingStatus } from '../ports/loyalty-port';
import { ApplyPersonalPricing } from './apply-personal-pricing';
import { droppedCodeNotices, presentPersonalPricing } from './personal-pricing-presenter';
import { ShowPersonalPricing } from './show-personal-pricing';

const start = Date.UTC(2026, 10, 1, 10);
const anna = { token: 'token-anna', hasProfile: true, sessionExpires: start / 1000 + 3600 };

function world(seed: InMemoryLoyaltySeed = demoLoyalty) {
  const clock = new FakeClock(start);
  const loyalty = new InMemoryLoyalty({ ...seed, now: () => clock.now() });
  return { clock, loyalty, show: new ShowPersonalPricing(loyalty, clock), apply: new ApplyPersonalPricing(loyalty, clock) };
}

const status = (over: Partial<PersonalPricingStatus> = {}): PersonalPricingStatus => ({
  enabled: true,
  hasPersonalPricing: true,
  couponCount: 2,
  discountCodes: ['LOYAL-5'],
  discounts: [{ code: 'LOYAL-5', percent: 5 }],
  ...over,
});

describe('the personal-pricing presenter (cart spec §6, §7)', () => {
  it('shows Anna 5% off 59.95 as 56.95, her code and her two coupons', () => {
    expect(presentPersonalPricing(status(), money(5995))).toEqual({ percent: 5, price: money(5695), codes: ['LOYAL-5'], couponCount: 2 });
  });

  it('shows nothing when the check says personal pricing does not apply or the extension is off', () => {
    expect(presentPersonalPricing(status({ hasPersonalPricing: false }), money(5995))).toBeUndefined();
    expect(presentPersonalPricing(status({ enabled: false }), money(5995))).toBeUndefined();
    expect(presentPersonalPricing(status({ couponCount: 0, discounts: [] }), money(5995))).toBeUndefined();
  });

  it('with only personal coupons there is no personal price, just the offers', () => {
    expect(presentPersonalPricing(status({ discounts: [], discountCodes: [] }), money(5995))).toEqual({ percent: 0, codes: [], couponCount: 2 });
  });

  it('warns once per dropped code', () => {
    expect(droppedCodeNotices(['SPEND100', 'SPEND100', ' '])).toEqual([{ type: 'warning', message: 'personal-code-dropped', params: { code: 'SPEND100' } }]);
  });

  const statuses = fc
    .record({
      enabled: fc.boolean(),
      hasPersonalPricing: fc.boolean(),
      couponCount: fc.integer({ min: -1, max: 5 }),
      discounts: fc.array(fc.record({ code: fc.string({ minLength: 1, maxLength: 8 }), percent: fc.integer({ min: -5, max: 110 }) }), { maxLength: 3 }),
    })
    .map((s) => ({ ...s, discountCodes: s.discounts.map((d) => d.code) }));

  test.prop([statuses, fc.integer({ min: 0, max: 1_000_000 })])('never shown unless it applies; a personal price is never above the price', (s, cents) => {
    const view = presentPersonalPricing(s, money(cents));
    if (!s.enabled || !s.hasPersonalPricing) expect(view).toBeUndefined();
    if (view?.price !== undefined) expect(view.price.amount).toBeLessThanOrEqual(cents);
    if (view !== undefined) expect(view.percent > 0 || view.couponCount > 0).toBe(true);
  });
});

describe('ShowPersonalPricing: the product page (cart spec §6)', () => {
  it('a signed-in customer with a live session sees her personal price', async () => {
    const w = world();
    expect(await w.show.execute(anna, money(5995))).toEqual({ percent: 5, price: money(5695), codes: ['LOYAL-5'], couponCount: 2 });
  });

  it('guests and expired sessions see nothing, and nothing logs them out for looking', async () => {
    const w = world();
    expect(await w.show.execute({ hasProfile: false }, money(5995))).toBeUndefined();
    w.clock.advance(3601 * 1000);
    expect(await w.show.execute(anna, money(5995))).toBeUndefined();
  });

  it('another size asks no second time within a minute; after it, the check runs again', async () => {
    const w = world();
    await w.show.execute(anna, money(5995));
    w.loyalty.expire('token-anna');
    expect((await w.show.execute(anna, money(10000)))?.price).toEqual(money(9500));
    w.clock.advance(60_000);
    expect(await w.show.execute({ ...anna, sessionExpires: start / 1000 + 7200 }, money(10000))).toBeUndefined();
  });

  it('a check the server refuses shows nothing', async () => {
    const w = world();
    w.loyalty.expire('token-anna');
    expect(await w.show.execute(anna, money(5995))).toBeUndefined();
  });
});

describe('ApplyPersonalPricing: cart and checkout (cart spec §7 validate-quote)', () => {
  it('puts the personal discount on the quote and keeps it', async () => {
    const w = world();
    const quote = await w.apply.execute(anna, { cartId: 7 });
    expect(quote).toEqual({ view: { percent: 5, codes: ['LOYAL-5'], couponCount: 2 }, notices: [], totalsChanged: true });
    const validation = await w.loyalty.validateQuote({ cartId: 7, token: 'token-anna' });
    expect(validation.value.totals.discountAmount).toEqual(money(-500));
  });

  it('drops a code that no longer applies, with a warning, and shows what is left', async () => {
    const discounts: Record<string, number> = { 'LOYAL-5': 5, 'SUMMER-3': 3 };
    const w = world({ ...demoLoyalty, members: [{ ...demoLoyalty.members[0]!, discounts }] });
    await w.loyalty.applyDiscounts({ cartId: 7, token: 'token-anna' }, ['LOYAL-5', 'SUMMER-3']);
    delete discounts['SUMMER-3'];
    const quote = await w.apply.execute(anna, { cartId: 7 });
    expect(quote.notices).toEqual([{ type: 'warning', message: 'personal-code-dropped', params: { code: 'SUMMER-3' } }]);
    expect(quote.view).toEqual({ percent: 5, codes: ['LOYAL-5'], couponCount: 2 });
    expect(quote.totalsChanged).toBe(true);
  });

  it('guests and expired sessions: no call, nothing shown', async () => {
    const w = world();
    expect(await w.apply.execute({ hasProfile: false }, { cartId: 7 })).toEqual({ notices: [], totalsChanged: false });
    w.clock.advance(3601 * 1000);
    expect(await w.apply.execute(anna, { cartId: 7 })).toEqual({ notices: [], totalsChanged: false });
  });
});
