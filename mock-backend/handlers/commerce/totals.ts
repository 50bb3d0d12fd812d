import type { CouponFixture, ShippingMethodFixture } from '../../../fixtures/types';
import type { MockContext } from '../../context';
import type { CartRecord } from '../../state/types';
import { findSellable, taxPercent } from './products';

const cents = (euros: number) => Math.round(euros * 100);
const euros = (c: number) => Math.round(c) / 100;

export type CouponProblem = 'unknown' | 'expired' | 'not-yet-valid' | 'inactive' | 'min-subtotal' | 'personal' | 'store';

export function findCoupon(ctx: MockContext, code: string): CouponFixture | undefined {
  const wanted = code.trim().toLowerCase();
  return ctx.fixtures.coupons.find((c) => c.code.toLowerCase() === wanted);
}

/** Why a coupon cannot apply to a cart now, or `undefined` when it can (Magento's sales-rule validation). */
export function couponProblem(ctx: MockContext, cart: CartRecord, code: string): CouponProblem | undefined {
  const coupon = findCoupon(ctx, code);
  if (coupon === undefined) return 'unknown';
  const today = ctx.clock().toISOString().slice(0, 10);
  if (!coupon.is_active) return 'inactive';
  if (coupon.to_date !== null && today > coupon.to_date) return 'expired';
  if (coupon.from_date !== null && today < coupon.from_date) return 'not-yet-valid';
  if (!coupon.store_codes.includes(cart.store)) return 'store';
  if (coupon.customer_id !== undefined && coupon.customer_id !== cart.customerId) return 'personal';
  if (coupon.min_subtotal > 0 && euros(cartSubtotalInclTax(ctx, cart)) < coupon.min_subtotal) return 'min-subtotal';
  return undefined;
}

function cartSubtotalInclTax(ctx: MockContext, cart: CartRecord): number {
  return cart.items.reduce((sum, item) => sum + cents(item.price) * item.qty, 0);
}

export function taxCountry(ctx: MockContext, cart: CartRecord): string {
  const view = ctx.fixtures.storeViews.find((v) => v.storeCode === cart.store);
  return cart.shippingAddress?.country_id ?? view?.tax.defaultCountry ?? 'NL';
}

/** Shipping price incl. tax of a method for a cart: free from the method's threshold. */
export function shippingPrice(method: ShippingMethodFixture, subtotalInclTaxCents: number): number {
  if (method.freeFromSubtotal !== undefined && subtotalInclTaxCents >= cents(method.freeFromSubtotal)) return 0;
  return cents(method.price_incl_tax);
}

/**
 * Magento TotalsInterface for a cart, computed server-side: catalogue prices include tax, discounts are taken
 * off prices incl. tax, tax is the included share per row (rounded per row), shipping taxed at the general rate.
 */
export function computeTotals(ctx: MockContext, cart: CartRecord): Record<string, unknown> {
  const country = taxCountry(ctx, cart);
  const generalRate = taxPercent(ctx, cart.store, '2', country);
  const coupon = cart.coupon !== undefined && couponProblem(ctx, cart, cart.coupon) === undefined ? findCoupon(ctx, cart.coupon) : undefined;
  const loyaltyPercent = (cart.customerId === undefined ? [] : (ctx.fixtures.loyalty.personalDiscounts[String(cart.customerId)] ?? []))
    .filter((d) => cart.discounts.includes(d.code))
    .reduce((sum, d) => sum + d.percent, 0);
  const subtotalIncl = cartSubtotalInclTax(ctx, cart);
  let cartFixedLeft = coupon?.type === 'cart_fixed' ? Math.min(cents(coupon.discount_amount), subtotalIncl) : 0;

  const items = cart.items.map((item) => {
    const sellable = findSellable(ctx, cart.store, item.sku);
    const rate = sellable === undefined ? generalRate : taxPercent(ctx, cart.store, sellable.taxClassId, country);
    const rowIncl = cents(item.price) * item.qty;
    let discount = 0;
    if (coupon?.type === 'by_percent') discount += Math.round((rowIncl * coupon.discount_amount) / 100);
    if (coupon?.type === 'by_fixed') discount += Math.min(rowIncl, cents(coupon.discount_amount) * item.qty);
    if (coupon?.type === 'cart_fixed' && subtotalIncl > 0) {
      const share = Math.min(cartFixedLeft, Math.round((cents(coupon.discount_amount) * rowIncl) / subtotalIncl));
      cartFixedLeft -= share;
      discount += share;
    }
    if (loyaltyPercent > 0) discount += Math.round(((rowIncl - discount) * loyaltyPercent) / 100);
    discount = Math.min(discount, rowIncl);
    const rowTax = Math.round((rowIncl * rate) / (100 + rate));
    const taxAfterDiscount = Math.round(((rowIncl - discount) * rate) / (100 + rate));
    const priceIncl = cents(item.price);
    const priceExcl = Math.round((priceIncl * 100) / (100 + rate));
    return {
      raw: { rowIncl, rowExcl: rowIncl - rowTax, discount, tax: taxAfterDiscount },
      wire: {
        item_id: item.item_id,
        price: euros(priceExcl),
        base_price: euros(priceExcl),
        qty: item.qty,
        row_total: euros(rowIncl - rowTax),
        base_row_total: euros(rowIncl - rowTax),
        row_total_with_discount: 0,
        tax_amount: euros(taxAfterDiscount),
        base_tax_amount: euros(taxAfterDiscount),
        tax_percent: rate,
        discount_amount: euros(discount),
        base_discount_amount: euros(discount),
        discount_percent: coupon?.type === 'by_percent' ? coupon.discount_amount + loyaltyPercent : loyaltyPercent,
        price_incl_tax: euros(priceIncl),
        base_price_incl_tax: euros(priceIncl),
        row_total_incl_tax: euros(rowIncl),
        base_row_total_incl_tax: euros(rowIncl),
        options: '[]',
        weee_tax_applied_amount: null,
        weee_tax_applied: null,
        name: item.name,
      },
    };
  });

  const method =
    cart.shippingMethod === undefined
      ? undefined
      : ctx.fixtures.shippingMethods.find((m) => m.carrier_code === cart.shippingMethod?.carrier_code && m.method_code === cart.shippingMethod?.method_code);
  const shippingIncl = method === undefined || coupon?.type === 'free_shipping' ? 0 : shippingPrice(method, subtotalIncl);
  const shippingTax = Math.round((shippingIncl * generalRate) / (100 + generalRate));
  const discount = items.reduce((sum, i) => sum + i.raw.discount, 0);
  const subtotalExcl = items.reduce((sum, i) => sum + i.raw.rowExcl, 0);
  const tax = items.reduce((sum, i) => sum + i.raw.tax, 0) + shippingTax;
  const grand = subtotalIncl - discount + shippingIncl;
  const discountTitle = [coupon?.code, ...cart.discounts].filter((c) => c !== undefined).join(', ');

  const segments: Record<string, unknown>[] = [
    { code: 'subtotal', title: 'Subtotal', value: euros(subtotalIncl) },
    ...(method === undefined
      ? []
      : [{ code: 'shipping', title: `Shipping & Handling (${method.carrier_title} - ${method.method_title})`, value: euros(shippingIncl) }]),
    ...(discount > 0 ? [{ code: 'discount', title: `Discount (${discountTitle})`, value: -euros(discount) }] : []),
    {
      code: 'tax',
      title: 'Tax',
      value: euros(tax),
      area: 'taxes',
      extension_attributes: {
        tax_grandtotal_details:
          tax > 0 ? [{ amount: euros(tax), rates: [{ percent: String(generalRate), title: `${country}-${generalRate}` }], group_id: 1 }] : [],
      },
    },
    { code: 'grand_total', title: 'Grand Total', value: euros(grand), area: 'footer' },
  ];
  for (const i of items) i.wire.row_total_with_discount = euros(i.raw.rowExcl - i.raw.discount);

  return {
    grand_total: euros(grand),
    base_grand_total: euros(grand),
    subtotal: euros(subtotalExcl),
    base_subtotal: euros(subtotalExcl),
    discount_amount: discount === 0 ? 0 : -euros(discount),
    base_discount_amount: discount === 0 ? 0 : -euros(discount),
    subtotal_with_discount: euros(subtotalExcl - discount),
    base_subtotal_with_discount: euros(subtotalExcl - discount),
    shipping_amount: euros(shippingIncl - shippingTax),
    base_shipping_amount: euros(shippingIncl - shippingTax),
    shipping_discount_amount: 0,
    base_shipping_discount_amount: 0,
    tax_amount: euros(tax),
    base_tax_amount: euros(tax),
    weee_tax_applied_amount: null,
    shipping_tax_amount: euros(shippingTax),
    base_shipping_tax_amount: euros(shippingTax),
    subtotal_incl_tax: euros(subtotalIncl),
    base_subtotal_incl_tax: euros(subtotalIncl),
    shipping_incl_tax: euros(shippingIncl),
    base_shipping_incl_tax: euros(shippingIncl),
    base_currency_code: 'EUR',
    quote_currency_code: 'EUR',
    ...(coupon === undefined ? {} : { coupon_code: coupon.code }),
    items_qty: cart.items.reduce((sum, i) => sum + i.qty, 0),
    items: items.map((i) => i.wire),
    total_segments: segments,
  };
}
