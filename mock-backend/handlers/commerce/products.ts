import type { ConfigurableChildDoc, ProductDoc, StockDoc, StoreCode } from '../../../fixtures/types';
import type { MockContext } from '../../context';
import { isSpecialPriceActive } from '../vsf/vsf-products';

/** A sellable unit: a simple product, or a configurable child with its parent. */
export interface Sellable {
  sku: string;
  name: string;
  productId: number;
  typeId: string;
  price: number;
  specialPrice: number | null;
  specialFrom: string | null;
  specialTo: string | null;
  taxClassId: string;
  stock: StockDoc;
  parent?: ProductDoc;
  doc: ProductDoc | ConfigurableChildDoc;
}

interface SkuIndex {
  bySku: Map<string, Sellable>;
  parents: Map<string, ProductDoc>;
}

const indices = new WeakMap<MockContext, Map<StoreCode, SkuIndex>>();

function indexOf(ctx: MockContext, store: StoreCode): SkuIndex {
  let perStore = indices.get(ctx);
  if (perStore === undefined) {
    perStore = new Map();
    indices.set(ctx, perStore);
  }
  let index = perStore.get(store);
  if (index === undefined) {
    index = buildIndex(ctx.fixtures.catalog[store]?.product ?? []);
    perStore.set(store, index);
  }
  return index;
}

function buildIndex(products: readonly ProductDoc[]): SkuIndex {
  const bySku = new Map<string, Sellable>();
  const parents = new Map<string, ProductDoc>();
  for (const doc of products) {
    parents.set(doc.sku, doc);
    bySku.set(doc.sku, toSellable(doc));
    for (const child of doc.configurable_children ?? []) bySku.set(child.sku, toSellable(child, doc));
  }
  return { bySku, parents };
}

function toSellable(doc: ProductDoc | ConfigurableChildDoc, parent?: ProductDoc): Sellable {
  return {
    sku: doc.sku,
    name: doc.name,
    productId: doc.id,
    typeId: doc.type_id,
    price: doc.price,
    specialPrice: doc.special_price,
    specialFrom: doc.special_from_date,
    specialTo: doc.special_to_date,
    taxClassId: doc.tax_class_id,
    stock: doc.stock,
    parent,
    doc,
  };
}

export function findSellable(ctx: MockContext, store: StoreCode, sku: string): Sellable | undefined {
  return indexOf(ctx, store).bySku.get(sku);
}

export function findProduct(ctx: MockContext, store: StoreCode, sku: string): ProductDoc | undefined {
  return indexOf(ctx, store).parents.get(sku);
}

/**
 * The child of a configurable parent picked by `configurable_item_options` (`option_id` is the attribute id,
 * `option_value` the option id); `undefined` when nothing matches.
 */
export function childByOptions(parent: ProductDoc, options: readonly { option_id: unknown; option_value: unknown }[]): ConfigurableChildDoc | undefined {
  const wanted = options.map((option) => {
    const def = parent.configurable_options?.find((o) => String(o.attribute_id) === String(option.option_id));
    return { code: def?.attribute_code, value: String(option.option_value) };
  });
  return parent.configurable_children?.find((child) => wanted.every((w) => w.code !== undefined && String(child[w.code]) === w.value));
}

/** Magento's date format for `now`. */
export function magentoDate(now: Date): string {
  return now.toISOString().slice(0, 19).replace('T', ' ');
}

/** The price Magento charges now: the special price inside its window and below the price, else the price. */
export function unitPrice(item: Sellable, now: Date): number {
  const special = item.specialPrice;
  if (special === null || special <= 0 || special >= item.price) return item.price;
  return isSpecialPriceActive(item.specialFrom, item.specialTo, now.getTime()) ? special : item.price;
}

/** Tax percentage of a product tax class in a country, from the fixture tax rules. */
export function taxPercent(ctx: MockContext, store: StoreCode, taxClassId: string, country: string): number {
  const rules = ctx.fixtures.catalog[store]?.taxrule ?? [];
  for (const rule of rules) {
    if (!rule.product_tax_class_ids.some((id) => String(id) === String(taxClassId))) continue;
    const rate = rule.rates.find((r) => r.tax_country_id === country);
    if (rate !== undefined) return rate.rate;
  }
  return 0;
}
