/**
 * The search provider's view of the catalogue (wire-reference §4): product groups built from the fixture product
 * docs (key = parent sku, one product per parent, variants = configurable children), and the category tree.
 */
import type { MockContext } from '../../context';
import type { AttributeDoc, CategoryDoc, ProductDoc, StoreCode } from '../../../fixtures/types';
import { cached, storeView } from '../shared/common';
import { sha1Hex } from '../shared/sha1';
import { isSpecialPriceActive } from '../vsf/vsf-products';

export interface Variant {
  key: string;
  ticket: string;
  size: string;
  stockNumber: number;
  inStock: boolean;
  listPrice: number;
  sellingPrice: number;
  link: string;
  availability: unknown[];
  prices: unknown[];
}

export interface Product {
  key: string;
  title: string;
  brand: string;
  link: string;
  ticket: string;
  inStock: boolean;
  listPrice: { min: number; max: number };
  sellingPrice: { min: number; max: number };
  variants: Variant[];
  badges: { primary: unknown[]; secondary: unknown[] };
  typedCustom: { json: { product_labels: unknown[]; tritonx_mm: null } };
  imageInfo: { effect: 'SWAP' | 'NONE'; images: { custom: null; sources: { url: string; width: number }[] }[]; thumbnail: string };
  swatch: { type: 'COLORS'; colors: string[] };
  custom: Record<string, unknown>;
}

export interface ProductGroup {
  key: string;
  ticket: string;
  remaining: number;
  products: Product[];
}

/** A product group with the facts the mock filters and sorts on (not sent). */
export interface Entry {
  group: ProductGroup;
  doc: ProductDoc;
  colors: string[];
  sizes: string[];
  brand: string;
  price: number;
  categoryIds: number[];
  createdAt: string;
  text: string;
  position: number;
}

/** Deterministic ticket of a product or variant key (Elevate's tickets are opaque strings). */
export function ticketFor(store: StoreCode, key: string): string {
  return `Oy${sha1Hex(`${store}:${key}`).slice(0, 22)}`;
}

/** A ticket hashed when an answer first carries it: most entries built for ranking are never sent. */
function lazyTicket(store: StoreCode, key: string): () => string {
  let ticket: string | undefined;
  return () => (ticket ??= ticketFor(store, key));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The price a shopper pays now: an active special price below the price, else the final price. */
function sellingPriceOf(
  doc: { price: number; final_price: number; special_price: number | null; special_from_date: string | null; special_to_date: string | null },
  nowMs: number,
): number {
  const special = doc.special_price;
  const active = special !== null && special > 0 && special < doc.price && isSpecialPriceActive(doc.special_from_date, doc.special_to_date, nowMs);
  return round2(Math.min(active ? special : doc.price, doc.final_price || doc.price));
}

interface OptionInfo {
  label: string;
  swatch?: string;
}

/** Attribute option id → label (and swatch) per attribute code. */
export function attributeOptions(ctx: MockContext, store: StoreCode): ReadonlyMap<string, ReadonlyMap<string, OptionInfo>> {
  return cached(ctx, `elevate:attrs:${store}`, () => {
    const out = new Map<string, Map<string, OptionInfo>>();
    for (const a of ctx.fixtures.catalog[store].attribute as AttributeDoc[]) {
      out.set(a.attribute_code, new Map(a.options.map((o) => [String(o.value), { label: o.label, swatch: o.swatch }])));
    }
    return out;
  });
}

export function facetValueId(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function imageUrl(ctx: MockContext, path: string, w: number, h: number): string {
  return `${ctx.config.imagesBase}/${w}/${h}${path.startsWith('/') ? '' : '/'}${path}`;
}

function buildEntry(ctx: MockContext, store: StoreCode, doc: ProductDoc, position: number, nowMs: number): Entry {
  const attrs = attributeOptions(ctx, store);
  const label = (code: string, id: unknown) => (id === undefined || id === null ? undefined : attrs.get(code)?.get(String(id)));
  const view = storeView(ctx, store);
  const link = `${view.urlPrefix}/${doc.url_path}`;
  const children = doc.configurable_children ?? [];
  const priced = children.length > 0 ? children : [doc];
  const variants: Variant[] = priced.map((c) => {
    const size = label('size_ois', 'size_ois' in c ? c.size_ois : undefined)?.label ?? '';
    const ticket = lazyTicket(store, c.sku);
    return {
      key: c.sku,
      get ticket() {
        return ticket();
      },
      size,
      stockNumber: c.stock.qty,
      inStock: c.stock.is_in_stock && c.status === 1,
      listPrice: c.price,
      sellingPrice: sellingPriceOf(c, nowMs),
      link,
      availability: [],
      prices: [],
    };
  });
  const selling = variants.map((v) => v.sellingPrice);
  const list = variants.map((v) => v.listPrice);
  const colorIds = new Set<string>();
  for (const id of [doc.color_ois, ...(doc.color_ois_options ?? []), ...children.map((c) => c.color_ois)]) if (id !== undefined) colorIds.add(String(id));
  const colorInfos = [...colorIds].map((id) => label('color_ois', id)).filter((o): o is OptionInfo => o !== undefined);
  const sizes = [...new Set(variants.map((v) => v.size).filter((s) => s !== ''))];
  const brand = label('brand_ois', doc.brand_ois)?.label ?? '';
  const gallery = doc.media_gallery.filter((m) => m.typ === 'image');
  const ticket = lazyTicket(store, doc.sku);
  const product: Product = {
    key: doc.sku,
    title: doc.name,
    brand,
    link,
    get ticket() {
      return ticket();
    },
    inStock: doc.stock.is_in_stock && variants.some((v) => v.inStock),
    listPrice: { min: Math.min(...list), max: Math.max(...list) },
    sellingPrice: { min: Math.min(...selling), max: Math.max(...selling) },
    variants,
    badges: { primary: doc.product_labels.filter((l) => l.type === 1).map((l) => ({ label: l.label_text, style: l.background_color })), secondary: [] },
    typedCustom: { json: { product_labels: doc.product_labels, tritonx_mm: null } },
    imageInfo: {
      effect: gallery.length > 1 ? 'SWAP' : 'NONE',
      images: gallery.map((m) => ({
        custom: null,
        sources: [
          { url: imageUrl(ctx, m.image, 375, 469), width: 375 },
          { url: imageUrl(ctx, m.image, 600, 744), width: 600 },
        ],
      })),
      thumbnail: imageUrl(ctx, doc.thumbnail || doc.image, 375, 469),
    },
    swatch: { type: 'COLORS', colors: colorInfos.map((o) => o.swatch ?? '#cccccc') },
    custom: { sku: doc.sku, type_id: doc.type_id, new: doc.new, sale: doc.sale },
  };
  return {
    group: {
      key: doc.sku,
      get ticket() {
        return ticket();
      },
      remaining: 0,
      products: [product],
    },
    doc,
    colors: colorInfos.map((o) => o.label),
    sizes,
    brand,
    price: product.sellingPrice.min,
    categoryIds: doc.category_ids,
    createdAt: doc.created_at,
    text: [doc.name, doc.sku, brand, ...doc.category.map((c) => c.name), ...colorInfos.map((o) => o.label)].join(' ').toLowerCase(),
    position,
  };
}

/** Every enabled, visible product of a store as a provider entry (built once per context and store). */
export function entries(ctx: MockContext, store: StoreCode): Entry[] {
  return cached(ctx, `elevate:entries:${store}`, () => {
    const nowMs = ctx.clock().getTime();
    return ctx.fixtures.catalog[store].product.filter((p) => p.status === 1 && p.visibility !== 1).map((p, i) => buildEntry(ctx, store, p, i, nowMs));
  });
}

export function entryBySku(ctx: MockContext, store: StoreCode): ReadonlyMap<string, Entry> {
  return cached(ctx, `elevate:bysku:${store}`, () => {
    const map = new Map<string, Entry>();
    for (const e of entries(ctx, store)) {
      map.set(e.group.key, e);
      for (const v of e.group.products[0]?.variants ?? []) if (!map.has(v.key)) map.set(v.key, e);
    }
    return map;
  });
}

/**
 * One product's entry by its sku or a variant's, as `entryBySku` finds it (a parent's sku first), built alone: a
 * product page needs one, and building the store's every entry (a hash per product and variant) took most of a CLI
 * `product show`.
 */
export function entryOf(ctx: MockContext, store: StoreCode, sku: string): Entry | undefined {
  const { visible, positions } = visibleProducts(ctx, store);
  const position = positions.get(sku);
  const doc = position === undefined ? undefined : visible[position];
  if (doc === undefined || position === undefined) return undefined;
  return cached(ctx, `elevate:entry:${store}:${doc.sku}`, () => buildEntry(ctx, store, doc, position, ctx.clock().getTime()));
}

/** The products a provider lists (enabled, visible) and where each sku (a parent's first, then its variants') sits. */
export function visibleProducts(
  ctx: MockContext,
  store: StoreCode,
): { readonly visible: readonly ProductDoc[]; readonly positions: ReadonlyMap<string, number> } {
  return cached(ctx, `elevate:visible:${store}`, () => {
    const visible = ctx.fixtures.catalog[store].product.filter((p) => p.status === 1 && p.visibility !== 1);
    const positions = new Map<string, number>();
    visible.forEach((p, i) => positions.set(p.sku, i));
    visible.forEach((p, i) => {
      for (const c of p.configurable_children ?? []) if (!positions.has(c.sku)) positions.set(c.sku, i);
    });
    return { visible, positions };
  });
}

// ── Categories ──

export function categoriesFlat(ctx: MockContext, store: StoreCode): CategoryDoc[] {
  return cached(ctx, `elevate:cats:${store}`, () => {
    const out: CategoryDoc[] = [];
    const seen = new Set<number>();
    const walk = (c: CategoryDoc) => {
      if (!seen.has(c.id)) {
        seen.add(c.id);
        out.push(c);
      }
      c.children_data.forEach(walk);
    };
    ctx.fixtures.catalog[store].category.forEach(walk);
    return out;
  });
}

export function subtreeIds(category: CategoryDoc): number[] {
  return [category.id, ...category.children_data.filter(inMenu).flatMap(subtreeIds)];
}

/** A category a shopper browses to: active and in the menu (a hidden branch opens by url only, its parents leave it out). */
export function inMenu(category: CategoryDoc): boolean {
  return category.is_active && category.include_in_menu !== 0;
}

/** A page reference ('/dames/jurken', '/en/women/dresses/', 'l/elevate/sale') → path without store prefix or slashes. */
export function normalisePath(ctx: MockContext, store: StoreCode, reference: string): string {
  let path = reference.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
  path = path.replace(/^\/+|\/+$/g, '');
  const prefix = storeView(ctx, store).urlPrefix.replace(/^\/+/, '');
  if (prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`))) path = path.slice(prefix.length).replace(/^\/+/, '');
  return path.replace(/^l\/elevate\/?/, '').replace(/\.html$/, '');
}
