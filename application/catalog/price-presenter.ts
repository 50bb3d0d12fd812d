import type { Id, PriceFields } from '../../domain/catalog/types';
import type { Instant } from '../../domain/pricing/catalog-date';
import { resolvePrices } from '../../domain/pricing/price-set';

/**
 * The price of a product or child as every screen shows it (catalogue spec §4), in cents incl. tax: plain numbers,
 * so page data stays JSON. The card, the product page, the cart's add and the CLI all read it from here, so a price
 * is decided in one place.
 */
export interface PriceView {
  /** The regular price: the original price when the index lowered `price` for a running special price. */
  readonly regular: number;
  /** What the shopper pays now. */
  readonly final: number;
  /** Set only when a special price is active (inside its window) and lowers the price. */
  readonly special?: number;
}

/** The price with what a support lookup and the page's details show beside it. */
export interface PriceDetails extends PriceView {
  /** The regular and final price without tax, from the net fields the index sends beside the `*_incl_tax` ones. */
  readonly exclTax?: { readonly regular: number; readonly final: number };
  /** The special price the index holds incl. tax (the API zeroes inactive ones), active or not. */
  readonly storedSpecial?: number;
  /** The special price window as the index sent it (Magento date-time text). */
  readonly specialWindow?: { readonly from?: string; readonly to?: string };
}

type Priced = PriceFields & { readonly tax_class_id?: Id };

/** A stored special price of 0 is none: the API zeroes inactive ones. */
const storedSpecial = (value: number | null | undefined): number | null => (typeof value === 'number' && value > 0 ? value : null);

/**
 * The price fields read with the regular price first: while a special price runs the index lowers `price` itself
 * (and keeps the regular one in `original_price`), so the original price is the price the special is measured against.
 */
function regularFirst<T extends Priced>(item: T, fields: { price?: number; original?: number; special?: number | null; final?: number }): T {
  const regular = fields.original ?? fields.price;
  return { ...item, price: regular, original_price: regular, special_price: storedSpecial(fields.special), final_price: fields.final ?? fields.price };
}

/**
 * The index sends the tax-inclusive prices beside the net ones (`*_incl_tax`, tax rules applied by the catalogue
 * service); the shop shows those, so they are read as the prices.
 */
export function inclTax<T extends Priced>(item: T): T {
  if (item.price_incl_tax === undefined) return item;
  return regularFirst(item, {
    price: item.price_incl_tax,
    original: item.original_price_incl_tax,
    special: item.special_price_incl_tax ?? item.special_price,
    final: item.final_price_incl_tax ?? item.final_price,
  });
}

/** The net price fields (excl. tax) of an item that sends both. */
const exclTax = <T extends Priced>(item: T): T =>
  regularFirst(item, { price: item.price, original: item.original_price, special: item.special_price, final: item.final_price });

function viewOf(item: Priced, now: Instant): PriceView | undefined {
  const set = resolvePrices(item, { now });
  if (set === undefined) return undefined;
  const regular = Math.max(set.originalPrice.amount, set.price.amount);
  const final = set.finalPrice.amount;
  return set.specialPrice === undefined ? { regular, final } : { regular, final, special: set.specialPrice.amount };
}

/** The shown price of a product or child incl. tax, the special price only inside its window; none without a price. */
export function presentPrice(item: Priced, now: Instant): PriceView | undefined {
  return viewOf(inclTax(item), now);
}

/** The shown price with its net amounts, the stored special price and its window (product page, support CLI). */
export function presentPriceDetails(item: Priced, now: Instant): PriceDetails | undefined {
  const view = presentPrice(item, now);
  if (view === undefined) return undefined;
  const net = item.price_incl_tax === undefined || item.price === undefined ? undefined : viewOf(exclTax(item), now);
  const stored = storedSpecial(item.special_price_incl_tax);
  const from = item.special_from_date ?? undefined;
  const to = item.special_to_date ?? undefined;
  return {
    ...view,
    ...(net === undefined ? {} : { exclTax: { regular: net.regular, final: net.final } }),
    ...(stored === null ? {} : { storedSpecial: Math.round(stored * 100) }),
    ...(from === undefined && to === undefined ? {} : { specialWindow: { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) } }),
  };
}
