import { http, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { MockContext } from '../../context';
import type { CustomerRecord } from '../../state/types';
import { readJson, vsfError, vsfStatus } from '../shared/envelope';
import { authenticate, touchLoyaltySession } from './auth';
import { accessCart } from './cart-access';
import { query } from './paths';
import { computeTotals, couponProblem } from './totals';

const INVALID_COUPON = "The coupon code isn't valid. Verify the code and try again.";
const INVALID_DISCOUNT = "The discount code isn't valid. Verify the code and try again.";

interface LoyaltyCall {
  record: CustomerRecord;
  customerId: number;
  request: Request;
  /** Answers with `meta.session_expires` (Unix seconds); every call slides the session on. */
  reply(code: number, result: unknown): Response;
}

/**
 * The loyalty and personal-pricing extension under `loyaltyBase` (cart spec §4, §7). Every call needs a customer
 * token and a live loyalty session (started at login through the extension, or by the first loyalty call).
 */
export function loyaltyHandlers(ctx: MockContext): HttpHandler[] {
  const base = `*${ctx.config.loyaltyBase}`;
  const loyal =
    (run: (call: LoyaltyCall) => Response | Promise<Response>): HttpResponseResolver =>
    async ({ request }) => {
      const auth = authenticate(ctx, request);
      if (!auth.ok) return auth.response;
      const expires = ctx.state.get().loyaltySessions[String(auth.customerId)];
      if (expires !== undefined && expires <= ctx.clock().getTime()) {
        return vsfError(401, 'Your session has expired due to inactivity. Please log in again to continue.');
      }
      const sessionExpires = ctx.state.update((s) => touchLoyaltySession(ctx, s, auth.customerId));
      return run({
        record: auth.record,
        customerId: auth.customerId,
        request,
        reply: (code, result) => vsfStatus(code, result, { session_expires: sessionExpires }),
      });
    };
  const codesOf = async (request: Request, field: 'coupon' | 'discount'): Promise<string[] | undefined> => {
    const value = (await readJson(request))?.[field];
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;
  };
  const personalDiscounts = (customerId: number) => ctx.fixtures.loyalty.personalDiscounts[String(customerId)] ?? [];

  const applyCoupon = loyal(async ({ request, reply }) => {
    const codes = await codesOf(request, 'coupon');
    if (codes === undefined || codes.length === 0) return reply(500, 'No coupon array provided within the request body');
    const access = accessCart(ctx, request);
    if (!access.ok) return access.response;
    const bad = codes.find((code) => couponProblem(ctx, access.cart, code) !== undefined);
    if (bad !== undefined) return reply(404, INVALID_COUPON);
    ctx.state.update(() => void (access.cart.coupon = codes[codes.length - 1]));
    return reply(200, computeTotals(ctx, access.cart));
  });
  const deleteCoupon = loyal(async ({ request, reply }) => {
    const codes = await codesOf(request, 'coupon');
    if (codes === undefined) return reply(500, 'No coupon array provided within the request body');
    const access = accessCart(ctx, request);
    if (!access.ok) return access.response;
    const cart = access.cart;
    ctx.state.update(() => {
      if (cart.coupon !== undefined && codes.some((c) => c.toLowerCase() === cart.coupon?.toLowerCase())) delete cart.coupon;
    });
    return reply(200, computeTotals(ctx, cart));
  });
  const applyDiscount = loyal(async ({ request, reply, customerId }) => {
    const codes = await codesOf(request, 'discount');
    if (codes === undefined || codes.length === 0) return reply(500, 'No discount array provided within the request body');
    const access = accessCart(ctx, request);
    if (!access.ok) return access.response;
    const known = personalDiscounts(customerId).map((d) => d.code);
    if (codes.some((code) => !known.includes(code))) return reply(404, INVALID_DISCOUNT);
    ctx.state.update(() => void (access.cart.discounts = [...new Set([...access.cart.discounts, ...codes])]));
    return reply(200, computeTotals(ctx, access.cart));
  });
  const deleteDiscount = loyal(async ({ request, reply }) => {
    const codes = await codesOf(request, 'discount');
    if (codes === undefined) return reply(500, 'No discount array provided within the request body');
    const access = accessCart(ctx, request);
    if (!access.ok) return access.response;
    ctx.state.update(() => void (access.cart.discounts = access.cart.discounts.filter((c) => !codes.includes(c))));
    return reply(200, computeTotals(ctx, access.cart));
  });
  const findTransaction = (customerId: number, wanted: string, reply: LoyaltyCall['reply']) => {
    const found = ctx.fixtures.loyalty.transactions.find((t) => t.transaction_id === wanted && t.customer_id === customerId);
    return found === undefined ? reply(404, `No such entity with transaction_id = ${wanted}`) : reply(200, found);
  };
  const transaction = loyal(({ request, reply, customerId }) => {
    const last = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
    return findTransaction(customerId, query(request, 'transaction_id') ?? last, reply);
  });

  return [
    http.post(`${base}/coupon`, applyCoupon),
    http.delete(`${base}/coupon`, deleteCoupon),
    http.post(`${base}/coupon/delete`, deleteCoupon),
    http.post(`${base}/discount`, applyDiscount),
    http.delete(`${base}/discount`, deleteDiscount),
    http.post(`${base}/discount/delete`, deleteDiscount),
    http.get(
      `${base}/personal-pricing/coupons`,
      loyal(({ reply, customerId }) => reply(200, { ppr_coupon_result: ctx.fixtures.loyalty.personalCoupons[String(customerId)] ?? [] })),
    ),
    http.get(
      `${base}/transactions`,
      loyal(({ request, reply, customerId }) => {
        const wanted = query(request, 'transaction_id');
        if (wanted !== null) return findTransaction(customerId, wanted, reply);
        const list = ctx.fixtures.loyalty.transactions.filter((t) => t.customer_id === customerId).sort((a, b) => (a.date < b.date ? 1 : -1));
        return reply(200, list);
      }),
    ),
    http.get(`${base}/transactions/:transactionId`, transaction),
    http.get(`${base}/transaction`, transaction),
    http.post(
      `${base}/personal-pricing/validate-quote`,
      loyal(({ request, reply, customerId }) => {
        const access = accessCart(ctx, request);
        if (!access.ok) return access.response;
        const cart = access.cart;
        const known = personalDiscounts(customerId).map((d) => d.code);
        const removed = [
          ...(cart.coupon !== undefined && couponProblem(ctx, cart, cart.coupon) !== undefined ? [cart.coupon] : []),
          ...cart.discounts.filter((c) => !known.includes(c)),
        ];
        ctx.state.update(() => {
          if (cart.coupon !== undefined && removed.includes(cart.coupon)) delete cart.coupon;
          cart.discounts = cart.discounts.filter((c) => !removed.includes(c));
        });
        return reply(200, { valid: removed.length === 0, removed_codes: removed, totals: computeTotals(ctx, cart) });
      }),
    ),
    // The check's shape is the shop's design (README, The account → Personal pricing): each personal discount with its
    // percentage, which the product page shows as the personal price and the cart puts on the quote.
    http.get(
      `${base}/personal-pricing/check`,
      loyal(({ reply, customerId, record }) => {
        const coupons = ctx.fixtures.loyalty.personalCoupons[String(customerId)] ?? [];
        return reply(200, {
          enabled: true,
          customer_id: customerId,
          external_id: record.customer.external_id,
          has_personal_pricing: coupons.length > 0 || personalDiscounts(customerId).length > 0,
          coupon_count: coupons.length,
          discount_codes: personalDiscounts(customerId),
        });
      }),
    ),
  ];
}
