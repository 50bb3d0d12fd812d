import type { CartItem } from '../cart/types';
import { toMajor, type Money } from '../shared/money';
import type { AnalyticsItem } from './types';

export interface AnalyticsContext {
  readonly index?: number;
  readonly brand?: string;
  readonly category?: string;
  readonly coupon?: string;
  /** Discount on the line, when the totals know it. */
  readonly discount?: Money;
}

/** The analytics item of a cart line: the parent sku as item id, the child sku as variant, price incl. tax (cart spec §3 "Analytics item"). */
export function analyticsItemOf(item: CartItem, context: AnalyticsContext = {}): AnalyticsItem {
  const price = item.price_incl_tax ?? item.totals?.price_incl_tax;
  const discount = context.discount ?? item.totals?.discount_amount;
  return {
    item_id: item.parentSku ?? item.sku,
    item_name: item.name ?? item.totals?.name ?? item.sku,
    currency: price?.currency ?? 'EUR',
    price: price === undefined ? 0 : toMajor(price),
    quantity: item.qty,
    ...(item.parentSku !== undefined && item.parentSku !== item.sku ? { item_variant: item.sku } : {}),
    ...(context.index === undefined ? {} : { index: context.index }),
    ...(context.brand === undefined ? {} : { item_brand: context.brand }),
    ...(context.category === undefined ? {} : { category: context.category }),
    ...(context.coupon === undefined ? {} : { coupon: context.coupon }),
    ...(discount === undefined ? {} : { discount: toMajor(discount) }),
  };
}

/** Moments that send an emptyCart event (cart spec §4 "Analytics"). */
export type EmptyCartMoment = 'logout' | 'order-placed' | 'cart-token-changed';

/** Cart tracking sends emptyCart on logout, on order placement, or when the cart token changes (cart spec §4). */
export function sendsEmptyCart(moment: EmptyCartMoment | 'other', previousToken?: string, nextToken?: string): boolean {
  if (moment === 'cart-token-changed') return previousToken !== nextToken;
  return moment === 'logout' || moment === 'order-placed';
}

/** The contact id from the customer-data service is only set if none is set (cart spec §4). */
export function nextContactId(current: string | undefined, lookedUp: string | undefined): string | undefined {
  return current ?? lookedUp;
}
