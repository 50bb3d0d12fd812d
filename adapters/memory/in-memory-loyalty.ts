import { injectable } from 'inversify';
import type { LoyaltyTransaction } from '../../domain/account/types';
import { money, type Money } from '../../domain/shared/money';
import type { CartRef, CartTotals } from '../../application/ports/cart-port';
import type { LoyaltyAnswer, LoyaltyPort, PersonalCoupon, PersonalPricingStatus, QuoteValidation } from '../../application/ports/loyalty-port';
import { PortError } from '../../application/ports/port-error';

export interface InMemoryLoyaltyMember {
  readonly token: string;
  /** The member's email, for tokens the customer adapter issued (see `ownerOf`). */
  readonly email?: string;
  readonly coupons: readonly PersonalCoupon[];
  /** Personal discount codes and their percentage. */
  readonly discounts: Readonly<Record<string, number>>;
  readonly transactions: readonly LoyaltyTransaction[];
}

export interface InMemoryLoyaltySeed {
  readonly members: readonly InMemoryLoyaltyMember[];
  /** Coupon codes anyone may use, with their percentage. */
  readonly coupons?: Readonly<Record<string, number>>;
  /** The subtotal of every cart (the memory set does not price carts). */
  readonly subtotal?: Money;
  /** The session lifetime in seconds and the clock it runs on (epoch ms). */
  readonly sessionSeconds?: number;
  readonly now?: () => number;
  /** Whose token this is (the email), so tokens of the memory customer adapter work here too. */
  readonly ownerOf?: (token: string) => string | undefined;
}

interface CartCodes {
  coupon?: string;
  discounts: string[];
}

const INVALID_COUPON = "The coupon code isn't valid. Verify the code and try again.";
const INVALID_DISCOUNT = "The discount code isn't valid. Verify the code and try again.";

/** The demo member of the memory set: Anna's personal coupons, discount and transactions (as in the mock's fixtures). */
export const demoLoyalty: InMemoryLoyaltySeed = {
  members: [
    {
      token: 'token-anna',
      email: 'anna.devries@example.com',
      coupons: [
        { code: 'LOYAL-ANNA-15', description: '15% off for Anna', discount: { kind: 'by_percent', percent: 15 } },
        { code: 'LOYAL-ANNA-5EUR', description: 'EUR 5 off for Anna', discount: { kind: 'by_fixed', amount: money(500) } },
      ],
      discounts: { 'LOYAL-5': 5 },
      transactions: [
        { transaction_id: 'TX-2', date: '2026-10-20 12:00:00', type: 'purchase', amount: 59.95, points: 60 },
        { transaction_id: 'TX-1', date: '2026-09-02 15:30:00', type: 'bonus', amount: 0, points: 100 },
      ],
    },
  ],
  coupons: { WELCOME10: 10 },
};

/** LoyaltyPort in memory: members by token, codes per cart, a session that slides on with every call. */
@injectable()
export class InMemoryLoyalty implements LoyaltyPort {
  private readonly carts = new Map<string, CartCodes>();
  private readonly sessions = new Map<string, number>();

  /** Every member starts logged in, with a fresh session. */
  constructor(private readonly seed: InMemoryLoyaltySeed) {
    const expires = Math.floor((seed.now?.() ?? 0) / 1000) + (seed.sessionSeconds ?? 3600);
    for (const member of seed.members) this.sessions.set(member.token, expires);
  }

  /** Ends a member's loyalty session, as inactivity would. */
  expire(token: string): void {
    this.sessions.set(token, 0);
  }

  async applyCoupons(cart: CartRef, codes: readonly string[]) {
    const { member, reply } = this.enter(cart.token);
    const personal = member.coupons.find((c) => codes.includes(c.code));
    if (codes.some((c) => this.couponPercent(member, c) === undefined)) throw new PortError('not-found', INVALID_COUPON, { status: 404 });
    this.codes(cart).coupon = personal?.code ?? codes[codes.length - 1];
    return reply(this.totals(member, cart));
  }

  async removeCoupons(cart: CartRef, codes: readonly string[]) {
    const { member, reply } = this.enter(cart.token);
    const entry = this.codes(cart);
    if (entry.coupon !== undefined && codes.includes(entry.coupon)) delete entry.coupon;
    return reply(this.totals(member, cart));
  }

  async applyDiscounts(cart: CartRef, codes: readonly string[]) {
    const { member, reply } = this.enter(cart.token);
    if (codes.some((c) => member.discounts[c] === undefined)) throw new PortError('not-found', INVALID_DISCOUNT, { status: 404 });
    const entry = this.codes(cart);
    entry.discounts = [...new Set([...entry.discounts, ...codes])];
    return reply(this.totals(member, cart));
  }

  async removeDiscounts(cart: CartRef, codes: readonly string[]) {
    const { member, reply } = this.enter(cart.token);
    const entry = this.codes(cart);
    entry.discounts = entry.discounts.filter((c) => !codes.includes(c));
    return reply(this.totals(member, cart));
  }

  async personalCoupons(token: string) {
    const { member, reply } = this.enter(token);
    return reply(member.coupons);
  }

  async transactions(token: string) {
    const { member, reply } = this.enter(token);
    return reply(member.transactions);
  }

  async transaction(token: string, transactionId: string): Promise<LoyaltyAnswer<LoyaltyTransaction>> {
    const { member, reply } = this.enter(token);
    const found = member.transactions.find((t) => String(t.transaction_id) === transactionId);
    if (found === undefined) throw new PortError('not-found', `No such entity with transaction_id = ${transactionId}`, { status: 404 });
    return reply(found);
  }

  async validateQuote(cart: CartRef): Promise<LoyaltyAnswer<QuoteValidation>> {
    const { member, reply } = this.enter(cart.token);
    const entry = this.codes(cart);
    const removed = [
      ...(entry.coupon !== undefined && this.couponPercent(member, entry.coupon) === undefined ? [entry.coupon] : []),
      ...entry.discounts.filter((c) => member.discounts[c] === undefined),
    ];
    if (entry.coupon !== undefined && removed.includes(entry.coupon)) delete entry.coupon;
    entry.discounts = entry.discounts.filter((c) => !removed.includes(c));
    return reply({ valid: removed.length === 0, removedCodes: removed, totals: this.totals(member, cart) });
  }

  async personalPricing(token: string): Promise<LoyaltyAnswer<PersonalPricingStatus>> {
    const { member, reply } = this.enter(token);
    const discountCodes = Object.keys(member.discounts);
    const discounts = Object.entries(member.discounts).map(([code, percent]) => ({ code, percent }));
    return reply({
      enabled: true,
      hasPersonalPricing: member.coupons.length + discountCodes.length > 0,
      couponCount: member.coupons.length,
      discountCodes,
      discounts,
    });
  }

  private enter(token: string | undefined): { member: InMemoryLoyaltyMember; reply: <T>(value: T) => LoyaltyAnswer<T> } {
    const owner = token === undefined ? undefined : this.seed.ownerOf?.(token);
    const member = this.seed.members.find((m) => m.token === token || (owner !== undefined && m.email === owner));
    if (member === undefined || token === undefined)
      throw new PortError('not-authorized', "The consumer isn't authorized to access %resources.", { status: 401 });
    const now = this.seed.now?.() ?? 0;
    const expires = this.sessions.get(token) ?? this.sessions.get(member.token);
    if (expires !== undefined && expires * 1000 <= now) {
      throw new PortError('not-authorized', 'Your session has expired due to inactivity. Please log in again to continue.', { status: 401 });
    }
    const sessionExpires = Math.floor(now / 1000) + (this.seed.sessionSeconds ?? 3600);
    this.sessions.set(token, sessionExpires);
    return { member, reply: (value) => ({ value, sessionExpires }) };
  }

  private couponPercent(member: InMemoryLoyaltyMember, code: string): number | undefined {
    const personal = member.coupons.find((c) => c.code === code);
    if (personal !== undefined) return personal.discount.kind === 'by_percent' ? personal.discount.percent : 0;
    return this.seed.coupons?.[code];
  }

  private codes(cart: CartRef): CartCodes {
    const key = String(cart.cartId);
    const entry = this.carts.get(key) ?? { discounts: [] };
    this.carts.set(key, entry);
    return entry;
  }

  private totals(member: InMemoryLoyaltyMember, cart: CartRef): CartTotals {
    const subtotal = this.seed.subtotal ?? money(10000);
    const entry = this.codes(cart);
    const percents = [
      entry.coupon === undefined ? 0 : (this.couponPercent(member, entry.coupon) ?? 0),
      ...entry.discounts.map((c) => member.discounts[c] ?? 0),
    ];
    const off = Math.round((subtotal.amount * percents.reduce((a, b) => a + b, 0)) / 100);
    const discount = money(off === 0 ? 0 : -off, subtotal.currency);
    const grand = money(subtotal.amount + discount.amount, subtotal.currency);
    return {
      grandTotal: grand,
      subtotalInclTax: subtotal,
      discountAmount: discount,
      shippingInclTax: money(0),
      ...(entry.coupon === undefined ? {} : { couponCode: entry.coupon }),
      segments: [
        { code: 'subtotal', title: 'Subtotal', value: subtotal },
        { code: 'discount', title: 'Discount', value: discount },
        { code: 'grand_total', title: 'Grand Total', value: grand },
      ],
      items: [],
    };
  }
}
