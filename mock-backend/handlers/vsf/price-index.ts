/**
 * The mock's price indexer: like Magento's, it writes each product's `final_price` into the catalogue index, the
 * price a shopper pays at the clock (the special price inside its window and below the price, else the price; a
 * grouped product the sum of its items, a bundle the sum of its default selections times their qty). Magento
 * re-indexes on a schedule; the mock does it when its clock passes a special-price window boundary: on start, when the
 * clock is moved, and when real time walks over one. So a listing sorted, filtered and counted by `final_price` agrees
 * with the prices its cards show. The fixture documents themselves are never changed (tests share them).
 */
import type { MockContext } from '../../context';
import type { ConfigurableChildDoc, ProductDoc, StoreCode } from '../../../fixtures/types';
import { isSpecialPriceActive, specialPriceFlips } from './vsf-products';

interface Priced {
  price: number;
  final_price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
}

/** The final price of one product or child at `nowMs`, as the indexer writes it. */
export function indexedFinalPrice(doc: Priced, nowMs: number): number {
  const special = doc.special_price;
  const active = special !== null && special > 0 && special < doc.price && isSpecialPriceActive(doc.special_from_date, doc.special_to_date, nowMs);
  return active ? special : doc.price;
}

/** The instants at which some product's final price may change: when a window opens and when it closes (as vsf-products). */
function flipsOf(products: readonly ProductDoc[]): Float64Array {
  const flips = new Set<number>();
  const add = (doc: Priced): void => {
    for (const flip of specialPriceFlips(doc.special_from_date, doc.special_to_date)) flips.add(flip);
  };
  for (const p of products) {
    add(p);
    for (const c of p.configurable_children ?? []) add(c);
  }
  return Float64Array.from(flips).sort();
}

/** How many flips lie at or before `nowMs`: the same number means the same final prices. */
function epochOf(flips: Float64Array, nowMs: number): number {
  let lo = 0;
  let hi = flips.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (flips[mid]! <= nowMs) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

function reindexed(products: readonly ProductDoc[], nowMs: number): ProductDoc[] {
  const finals = new Map<string, number>();
  const own = products.map((p) => {
    const children = p.configurable_children?.map((c): ConfigurableChildDoc => {
      const final = indexedFinalPrice(c, nowMs);
      return final === c.final_price ? c : { ...c, final_price: final };
    });
    const final = indexedFinalPrice(p, nowMs);
    finals.set(p.sku, final);
    const changed = final !== p.final_price || children?.some((c, i) => c !== p.configurable_children![i]) === true;
    return changed ? { ...p, final_price: final, ...(children === undefined ? {} : { configurable_children: children }) } : p;
  });
  return own.map((p) => {
    const sum = aggregateFinal(p, finals);
    return sum === undefined || sum === p.final_price ? p : { ...p, final_price: sum };
  });
}

/** Grouped: the items at qty 1; bundle: the default selection (else the first) of each option times its qty (catalogue spec §4). */
function aggregateFinal(p: ProductDoc, finals: ReadonlyMap<string, number>): number | undefined {
  if (p.type_id === 'grouped') {
    const items = (p.product_links ?? []).filter((l) => l.link_type === 'associated').map((l) => finals.get(l.linked_product_sku));
    return items.length === 0 || items.includes(undefined) ? undefined : round2(items.reduce<number>((s, v) => s + v!, 0));
  }
  if (p.type_id === 'bundle' && p.bundle_options !== undefined && p.bundle_options.length > 0) {
    let sum = 0;
    for (const option of p.bundle_options) {
      const link = option.product_links.find((l) => l.is_default) ?? option.product_links[0];
      if (link === undefined) continue;
      const final = finals.get(link.sku);
      if (final === undefined) return undefined;
      sum += final * link.qty;
    }
    return round2(sum);
  }
  return undefined;
}

interface StoreIndex {
  readonly flips: Float64Array;
  epoch: number;
  products: readonly ProductDoc[];
}

const indices = new WeakMap<MockContext, Map<StoreCode, StoreIndex>>();

/**
 * The product documents of a store view as the index holds them at the mock's clock, and the epoch they belong to
 * (it changes whenever a window boundary was passed; caches of index data key on it).
 */
export function indexedProducts(ctx: MockContext, store: StoreCode): { readonly epoch: number; readonly products: readonly ProductDoc[] } {
  let perStore = indices.get(ctx);
  if (perStore === undefined) {
    perStore = new Map();
    indices.set(ctx, perStore);
  }
  const nowMs = ctx.clock().getTime();
  const source = ctx.fixtures.catalog[store].product;
  let entry = perStore.get(store);
  if (entry === undefined) {
    const flips = flipsOf(source);
    entry = { flips, epoch: epochOf(flips, nowMs), products: reindexed(source, nowMs) };
    perStore.set(store, entry);
  } else {
    const epoch = epochOf(entry.flips, nowMs);
    if (epoch !== entry.epoch) {
      entry.epoch = epoch;
      entry.products = reindexed(source, nowMs);
    }
  }
  return { epoch: entry.epoch, products: entry.products };
}
