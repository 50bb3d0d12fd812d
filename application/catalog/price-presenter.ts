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

type ReadAs = { price?: number; original?: number; special?: number | null; final?: number };

/**
 * The price fields read with the regular price first: while a special price runs the index lowers `price` itself
 * (and keeps the regular one in `original_price`), so the original price is the price the special is measured against.
 */
function regularFirst(fields: ReadAs): Pick<PriceFields, 'price' | 'original_price' | 'special_price' | 'final_price'> {
  const regular = fields.original ?? fields.price;
  return { price: regular, original_price: regular, special_price: storedSpecial(fields.special), final_price: fields.final ?? fields.price };
}

/**
 * The index sends the tax-inclusive prices beside the net ones (`*_incl_tax`, tax rules applied by the catalogue
 * service); the shop shows those, so they are read as the prices. Undefined when the item sends no such prices.
 */
function inclTaxFields(item: Priced): ReadAs | undefined {
  if (item.price_incl_tax === undefined) return undefined;
  return {
    price: item.price_incl_tax,
    original: item.original_price_incl_tax,
    special: item.special_price_incl_tax ?? item.special_price,
    final: item.final_price_incl_tax ?? item.final_price,
  };
}

/** The item with its tax-inclusive prices as its prices (the product page's data). */
export function inclTax<T extends Priced>(item: T): T {
  const fields = inclTaxFields(item);
  return fields === undefined ? item : { ...item, ...regularFirst(fields) };
}

/**
 * Only what `resolvePrices` reads: a card presents every child of every product, and a copy of each whole child
 * (all its fields) per price was most of a listing's presenting time.
 */
function pricedAs(item: Priced, fields: ReadAs | undefined): PriceFields {
  // One literal of a fixed shape: spreading two objects here was most of this function's time on a listing.
  if (fields === undefined) {
    return {
      regular_price: item.regular_price,
      special_from_date: item.special_from_date,
      special_to_date: item.special_to_date,
      tier_prices: item.tier_prices,
      price: item.price,
      original_price: item.original_price,
      special_price: item.special_price,
      final_price: item.final_price,
    };
  }
  const read = regularFirst(fields);
  return {
    regular_price: item.regular_price,
    special_from_date: item.special_from_date,
    special_to_date: item.special_to_date,
    tier_prices: item.tier_prices,
    price: read.price,
    original_price: read.original_price,
    special_price: read.special_price,
    final_price: read.final_price,
  };
}

/** The net price fields (excl. tax) of an item that sends both. */
const exclTax = (item: Priced): PriceFields =>
  pricedAs(item, { price: item.price, original: item.original_price, special: item.special_price, final: item.final_price });

function viewOf(item: PriceFields, now: Instant): PriceView | undefined {
  const set = resolvePrices(item, { now });
  if (set === undefined) return undefined;
  const regular = Math.max(set.originalPrice.amount, set.price.amount);
  const final = set.finalPrice.amount;
  return set.specialPrice === undefined ? { regular, final } : { regular, final, special: set.specialPrice.amount };
}

/** The shown price of a product or child incl. tax, the special price only inside its window; none without a price. */
export function presentPrice(item: Priced, now: Instant): PriceView | undefined {
  return viewOf(pricedAs(item, inclTaxFields(item)), now);
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
