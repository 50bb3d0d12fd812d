/**
 * What the VSF API does to product hits before answering (wire-reference §1 "Product hits are rewritten"): tax
 * fields (`*_tax`, `*_incl_tax`) for price, special_price, final_price and original_price, special_price set to 0
 * outside an active promotion, the `sgn` signature, and the `response_format=compact` output. A port of the API's
 * `taxcalc.js` (calculateProductTax / updateProductPrices) and product processor, floats unrounded as there.
 */
import type { StoreViewFixture, TaxRuleDoc } from '../../../fixtures/types';
import { hmacSha1Hex } from '../shared/sha1';
import { isRecord } from '../shared/common';
import { copyJsonExcept } from '../../engine/copy-json';

type Doc = Record<string, unknown>;

interface SinglePrice {
  price: number;
  tax: number;
}

function createSinglePrice(value: unknown, rateFactor: number, inclTax: boolean): SinglePrice {
  const price = Number.parseFloat(String(value));
  const excl = inclTax ? price / (1 + rateFactor) : price;
  return { price: excl, tax: excl * rateFactor };
}

type PriceTarget = 'price' | 'original_price' | 'special_price' | 'final_price';

/** The tax fields' names, spelled once (a listing rewrites a few hundred prices). */
const taxFields: Readonly<Record<PriceTarget, readonly [string, string]>> = {
  price: ['price_tax', 'price_incl_tax'],
  original_price: ['original_price_tax', 'original_price_incl_tax'],
  special_price: ['special_price_tax', 'special_price_incl_tax'],
  final_price: ['final_price_tax', 'final_price_incl_tax'],
};

function assignPrice(product: Doc, target: PriceTarget, { price, tax }: SinglePrice): void {
  const [taxField, inclField] = taxFields[target];
  product[target] = price;
  product[taxField] = tax;
  product[inclField] = price + tax;
}

/** Magento 'YYYY-MM-DD HH:mm:ss' (UTC) → epoch ms; NaN for anything else. */
function magentoTime(value: unknown): number {
  if (typeof value !== 'string' || value === '') return Number.NaN;
  return Date.parse(`${value.replace(' ', 'T')}${/Z|[+-]\d\d:?\d\d$/.test(value) ? '' : 'Z'}`);
}

const DAY_MS = 86_400_000;

/**
 * The first instant a special price no longer counts: Magento keeps special_to_date as a date and compares it with
 * the store's date, so a to-date at midnight lasts through that whole day. NaN when there is no to-date.
 */
export function specialPriceEndsAt(to: unknown): number {
  const t = magentoTime(to);
  return t % DAY_MS === 0 ? t + DAY_MS : t + 1;
}

/** A special price counts only inside its from/to window, bounds inclusive (catalogue spec §4). */
export function isSpecialPriceActive(from: unknown, to: unknown, nowMs: number): boolean {
  const f = magentoTime(from);
  const ends = specialPriceEndsAt(to);
  return (Number.isNaN(f) || f <= nowMs) && (Number.isNaN(ends) || nowMs < ends);
}

/** The instants at which a product's special price may switch on (its from-date) or off (the end of its to-date). */
export function specialPriceFlips(from: unknown, to: unknown): readonly number[] {
  return [magentoTime(from), specialPriceEndsAt(to)].filter((flip) => !Number.isNaN(flip));
}

/** Clock times `from <= now < to`, in whole milliseconds as Date keeps them. */
export interface ClockSpan {
  readonly from: number;
  readonly to: number;
}

/**
 * The clock times around `nowMs` in which `rewriteOwnProduct` answers for this product (a `_source` as it will be
 * rewritten) what it answers at `nowMs`: the clock counts only through the special-price windows of the product and
 * its children, and `isSpecialPriceActive` flips at `specialPriceFlips`.
 */
export function rewriteValidity(product: Doc, nowMs: number): ClockSpan {
  let from = -Infinity;
  let to = Infinity;
  const children = Array.isArray(product.configurable_children) ? product.configurable_children : [];
  for (const doc of [product, ...children]) {
    if (!isRecord(doc)) continue;
    for (const flip of specialPriceFlips(doc.special_from_date, doc.special_to_date)) {
      if (flip <= nowMs) from = Math.max(from, flip);
      else to = Math.min(to, flip);
    }
  }
  return { from, to };
}

function updateProductPrices(product: Doc, rate: number, inclTax: boolean, nowMs: number): void {
  const rateFactor = rate / 100;
  const hasOriginalPrices = 'original_price' in product && 'original_final_price' in product && 'original_special_price' in product;
  const priceWithTax = createSinglePrice(product.original_price ?? product.price, rateFactor, inclTax);
  const finalPriceWithTax = createSinglePrice(product.original_final_price ?? product.final_price, rateFactor, inclTax);
  const specialPriceWithTax = createSinglePrice(product.original_special_price ?? product.special_price, rateFactor, inclTax);
  if (!hasOriginalPrices) {
    assignPrice(product, 'original_price', priceWithTax);
    if (specialPriceWithTax.price) product.original_special_price = specialPriceWithTax.price;
    if (finalPriceWithTax.price) product.original_final_price = finalPriceWithTax.price;
  }
  assignPrice(product, 'price', priceWithTax);
  if (specialPriceWithTax.price) assignPrice(product, 'special_price', specialPriceWithTax);
  if (finalPriceWithTax.price) assignPrice(product, 'final_price', finalPriceWithTax);
  const num = (k: string) => Number(product[k] ?? 0);
  if (num('final_price') && num('final_price') < num('price')) {
    // Magento shows a lower final price (catalogue rules): it becomes the price and the special price.
    assignPrice(product, 'price', finalPriceWithTax);
    if (num('special_price') && num('final_price') < num('special_price')) assignPrice(product, 'price', specialPriceWithTax);
    assignPrice(product, 'special_price', finalPriceWithTax);
  }
  if (num('special_price') && num('special_price') < num('original_price')) {
    if (isSpecialPriceActive(product.special_from_date, product.special_to_date, nowMs)) {
      assignPrice(product, 'price', specialPriceWithTax);
    } else {
      assignPrice(product, 'special_price', { price: 0, tax: 0 });
    }
  } else {
    // Same price as the original: not a promotion.
    assignPrice(product, 'special_price', { price: 0, tax: 0 });
  }
}

/** The tax rate (percent) of a product tax class in the store's default country; 0 when no rule matches. */
export function taxRateFor(taxClassId: unknown, rules: readonly TaxRuleDoc[], country: string): number {
  const classId = Number.parseInt(String(taxClassId), 10);
  if (!(classId > 0)) return 0;
  const rule = rules.find((r) => r.product_tax_class_ids.includes(classId));
  const rate = rule?.rates.find((r) => r.tax_country_id === country && (r.tax_region_id === 0 || !r.tax_region_id));
  return rate?.rate ?? 0;
}

/** Signatures already worked out, by secret and signed text: a page's products share a handful of prices. */
const signatures = new Map<string, string>();
const MAX_SIGNATURES = 10_000;

/** The signature the VSF API puts on products (`sgn`) and `/api/order` checks: HMAC of `{priceInclTax}`. */
export function productSignature(secret: string, priceInclTax: unknown): string {
  const message = JSON.stringify({ priceInclTax });
  const key = `${secret}\u0000${message}`;
  let signature = signatures.get(key);
  if (signature === undefined) {
    signature = hmacSha1Hex(secret, message);
    if (signatures.size >= MAX_SIGNATURES) signatures.clear();
    signatures.set(key, signature);
  }
  return signature;
}

export interface ProductRewriteOptions {
  taxRules: readonly TaxRuleDoc[];
  store: StoreViewFixture;
  secret: string;
  nowMs: number;
}

/** Tax fields, promotion check and signature on a product `_source` and its configurable children (a copy). */
export function rewriteProduct(source: Doc, options: ProductRewriteOptions): Doc {
  return rewriteOwnProduct(copyJsonExcept(source) as Doc, options);
}

/** `rewriteProduct` on a `_source` the caller owns (a search hit's, which the source filter copied): changed in place. */
export function rewriteOwnProduct(product: Doc, options: ProductRewriteOptions): Doc {
  const country = options.store.tax.defaultCountry;
  const inclTax = options.store.tax.sourcePriceIncludesTax;
  if ('price' in product) {
    updateProductPrices(product, taxRateFor(product.tax_class_id, options.taxRules, country), inclTax, options.nowMs);
    product.sgn = productSignature(options.secret, product.price_incl_tax);
  }
  if (Array.isArray(product.configurable_children)) {
    product.configurable_children = product.configurable_children.map((child: unknown) => {
      if (!isRecord(child)) return child;
      if ('price' in child) {
        const taxClass = child.tax_class_id ?? product.tax_class_id;
        updateProductPrices(child, taxRateFor(taxClass, options.taxRules, country), inclTax, options.nowMs);
        child.sgn = productSignature(options.secret, child.price_incl_tax);
      }
      return child;
    });
  }
  return product;
}

/** Field names shortened by `response_format=compact` (VSF's `fieldsToCompact`). */
export const COMPACT_FIELDS: Readonly<Record<string, string>> = {
  name: 'nm',
  image: 'i',
  sku: 's',
  url_key: 'u',
  url_path: 'up',
  required_options: 'ro',
  price: 'p',
  special_price: 'sp',
  final_price: 'fp',
  price_incl_tax: 'pit',
  special_price_incl_tax: 'spit',
  final_price_incl_tax: 'fpit',
  original_price: 'op',
  original_price_incl_tax: 'opit',
  special_from_date: 'sfd',
  special_to_date: 'std',
  type_id: 'tid',
  configurable_children: 'cc',
};

function compactDoc(doc: Doc): Doc {
  const out: Doc = {};
  for (const [key, value] of Object.entries(doc)) {
    const compactValue = key === 'configurable_children' && Array.isArray(value) ? value.map((c: unknown) => (isRecord(c) ? compactDoc(c) : c)) : value;
    out[COMPACT_FIELDS[key] ?? key] = compactValue;
  }
  return out;
}

/**
 * `response_format=compact`: drops took, timed_out, _shards and max_score, puts `total` at the top, turns hits into
 * an array of `_source` plus `_score`, with the field names of COMPACT_FIELDS.
 */
export function compactResponse(response: Doc): Doc {
  const out: Doc = { ...response };
  delete out.took;
  delete out.timed_out;
  delete out._shards;
  const hits = out.hits;
  if (isRecord(hits) && Array.isArray(hits.hits)) {
    out.total = hits.total;
    out.hits = hits.hits.map((hit: unknown) => {
      if (!isRecord(hit)) return hit;
      return { ...compactDoc(isRecord(hit._source) ? hit._source : {}), _score: hit._score };
    });
  }
  return out;
}
