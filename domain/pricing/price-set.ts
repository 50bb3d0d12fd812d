import { fromMajor, type Money } from '../shared/money';
import type { PriceFields } from '../catalog/types';
import type { Instant } from './catalog-date';
import { activeSpecialPrice } from './special-price';
import { tierPrice, type PriceTierContext } from './tier-price';

/** The prices of one product or child before tax, in cents. */
export interface PriceSet {
  readonly price: Money;
  readonly originalPrice: Money;
  readonly specialPrice?: Money;
  readonly finalPrice: Money;
}

export interface PriceContext {
  readonly now: Instant;
  readonly tiers?: PriceTierContext;
}

const cents = (value: number | null | undefined): Money | undefined => (Number.isFinite(value) ? fromMajor(Number(value)) : undefined);

/**
 * The price a shopper pays now, the one definition every screen, the cart, the JSON-LD offer, the analytics events and
 * the CLI show (catalogue spec §4): the regular price, lowered by a special price only inside its window and below the
 * original price, and by a tier price only when tiers are on; when the final price is at or above the regular price
 * the special price is cleared. The index's `final_price` is never read: it is what the index sorts and filters by,
 * and a stale index keeps an ended special price there (docs/catalogue-numbers.md). Undefined without any price.
 */
export function resolvePrices(fields: PriceFields, context: PriceContext): PriceSet | undefined {
  const price = cents(fields.price) ?? cents(fields.regular_price) ?? cents(fields.original_price);
  if (price === undefined) return undefined;
  const originalPrice = cents(fields.original_price) ?? price;
  const special = activeSpecialPrice(
    { originalPrice, specialPrice: cents(fields.special_price), specialFrom: fields.special_from_date, specialTo: fields.special_to_date },
    context.now,
  );
  const candidates = [price, special, context.tiers === undefined ? undefined : tierPrice(fields.tier_prices, context.tiers)].filter(
    (m): m is Money => m !== undefined,
  );
  const finalPrice = candidates.reduce((low, m) => (m.amount < low.amount ? m : low));
  if (finalPrice.amount >= price.amount || special === undefined) return { price, originalPrice, finalPrice };
  return { price, originalPrice, specialPrice: special, finalPrice };
}

/**
 * Price at or below 0 (or missing) is unknown and blocks add to cart (cart spec: 'Product price is unknown, product
 * cannot be added to the cart!').
 */
export function isPriceUnknown(fields: Pick<PriceFields, 'price' | 'price_incl_tax' | 'final_price'>): boolean {
  const value = fields.price_incl_tax ?? fields.price ?? fields.final_price;
  return !Number.isFinite(value) || Number(value) <= 0;
}
