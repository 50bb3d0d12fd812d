/**
 * The search provider's view of the catalogue (wire-reference §4): product groups built from the fixture product
 * docs (key = parent sku, one product per parent, variants = configurable children), facets, filters and sorts.
 */
import type { MockContext } from '../../context';
import type { AttributeDoc, CategoryDoc, ProductDoc, StoreCode } from '../../../fixtures/types';
import { cached, storeView } from './common';
import { sha1Hex } from './sha1';
import { isSpecialPriceActive } from './vsf-products';

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

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The price a shopper pays now: an active special price below the price, else the final price. */
function sellingPriceOf(doc: { price: number; final_price: number; special_price: number | null; special_from_date: string | null; special_to_date: string | null }, nowMs: number): number {
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
  return label.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
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
    return {
      key: c.sku,
      ticket: ticketFor(store, c.sku),
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
  const product: Product = {
    key: doc.sku,
    title: doc.name,
    brand,
    link,
    ticket: ticketFor(store, doc.sku),
    inStock: doc.stock.is_in_stock && variants.some((v) => v.inStock),
    listPrice: { min: Math.min(...list), max: Math.max(...list) },
    sellingPrice: { min: Math.min(...selling), max: Math.max(...selling) },
    variants,
    badges: { primary: doc.product_labels.filter((l) => l.type === 1).map((l) => ({ label: l.label_text, style: l.background_color })), secondary: [] },
    typedCustom: { json: { product_labels: doc.product_labels, tritonx_mm: null } },
    imageInfo: {
      effect: gallery.length > 1 ? 'SWAP' : 'NONE',
      images: gallery.map((m) => ({ custom: null, sources: [{ url: imageUrl(ctx, m.image, 375, 469), width: 375 }, { url: imageUrl(ctx, m.image, 600, 744), width: 600 }] })),
      thumbnail: imageUrl(ctx, doc.thumbnail || doc.image, 375, 469),
    },
    swatch: { type: 'COLORS', colors: colorInfos.map((o) => o.swatch ?? '#cccccc') },
    custom: { sku: doc.sku, type_id: doc.type_id, new: doc.new, sale: doc.sale },
  };
  return {
    group: { key: doc.sku, ticket: product.ticket, remaining: 0, products: [product] },
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
    return ctx.fixtures.catalog[store].product
      .filter((p) => p.status === 1 && p.visibility !== 1)
      .map((p, i) => buildEntry(ctx, store, p, i, nowMs));
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
  return [category.id, ...category.children_data.flatMap(subtreeIds)];
}

/** A page reference ('/dames/jurken', '/en/women/dresses/', 'l/elevate/sale') → path without store prefix or slashes. */
export function normalisePath(ctx: MockContext, store: StoreCode, reference: string): string {
  let path = reference.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
  path = path.replace(/^\/+|\/+$/g, '');
  const prefix = storeView(ctx, store).urlPrefix.replace(/^\/+/, '');
  if (prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`))) path = path.slice(prefix.length).replace(/^\/+/, '');
  return path.replace(/^l\/elevate\/?/, '').replace(/\.html$/, '');
}

// ── Facets and filters ──

export interface Filters {
  color: string[];
  size: string[];
  brand: string[];
  priceMin?: number;
  priceMax?: number;
}

export function readFilters(params: URLSearchParams): Filters {
  const list = (name: string) => (params.get(`f.${name}`) ?? '').split('|').map((v) => v.trim()).filter((v) => v.length > 0);
  const num = (name: string) => {
    const raw = params.get(name);
    return raw === null || raw === '' || Number.isNaN(Number(raw)) ? undefined : Number(raw);
  };
  return { color: list('color'), size: list('size'), brand: list('brand'), priceMin: num('f.price.min'), priceMax: num('f.price.max') };
}

function passes(e: Entry, f: Filters, skip?: keyof Filters | 'price'): boolean {
  const any = (selected: string[], values: string[]) => selected.length === 0 || values.some((v) => selected.includes(facetValueId(v)));
  if (skip !== 'color' && !any(f.color, e.colors)) return false;
  if (skip !== 'size' && !any(f.size, e.sizes)) return false;
  if (skip !== 'brand' && !any(f.brand, [e.brand])) return false;
  if (skip !== 'price') {
    if (f.priceMin !== undefined && e.price < f.priceMin) return false;
    if (f.priceMax !== undefined && e.price > f.priceMax) return false;
  }
  return true;
}

export function applyFilters(list: readonly Entry[], f: Filters): Entry[] {
  return list.filter((e) => passes(e, f));
}

const FACET_LABELS: Record<StoreCode, { color: string; size: string; price: string; brand: string }> = {
  nl: { color: 'Kleur', size: 'Maat', price: 'Prijs', brand: 'Merk' },
  en: { color: 'Colour', size: 'Size', price: 'Price', brand: 'Brand' },
  de: { color: 'Farbe', size: 'Größe', price: 'Preis', brand: 'Marke' },
};

function valueFacet(ctx: MockContext, store: StoreCode, base: readonly Entry[], f: Filters, id: 'color' | 'size' | 'brand') {
  const selected = f[id];
  const counts = new Map<string, number>();
  for (const e of base) {
    if (!passes(e, f, id)) continue;
    const values = id === 'color' ? e.colors : id === 'size' ? e.sizes : [e.brand];
    for (const v of new Set(values)) if (v !== '') counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  const swatches = attributeOptions(ctx, store).get('color_ois');
  const swatchOf = (label: string) => [...(swatches?.values() ?? [])].find((o) => o.label === label)?.swatch;
  const values = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([label, count]) => ({
      id: facetValueId(label),
      label,
      count,
      selected: selected.includes(facetValueId(label)),
      ...(id === 'color' ? { color: swatchOf(label) ?? '#cccccc' } : {}),
    }));
  const label = FACET_LABELS[store][id];
  const selectedCount = values.filter((v) => v.selected).length;
  if (id === 'size') {
    return { id, label, type: 'SIZE', selectedCount, sizeTypes: [{ id: 'clothing', label, formats: [{ id: 'EU', label: 'EU', values }] }] };
  }
  return { id, label, type: id === 'color' ? 'COLOR' : 'TEXT', selectedCount, values };
}

/** Facets color (COLOR), size (SIZE), price (RANGE) and brand (TEXT), counts disjunctive per facet. */
export function facets(ctx: MockContext, store: StoreCode, base: readonly Entry[], f: Filters): unknown[] {
  const priced = base.filter((e) => passes(e, f, 'price')).map((e) => e.price);
  const price: Record<string, unknown> = {
    id: 'price',
    label: FACET_LABELS[store].price,
    type: 'RANGE',
    min: priced.length > 0 ? Math.min(...priced) : 0,
    max: priced.length > 0 ? Math.max(...priced) : 0,
    selectedCount: f.priceMin !== undefined || f.priceMax !== undefined ? 1 : 0,
  };
  if (f.priceMin !== undefined) price.minSelected = f.priceMin;
  if (f.priceMax !== undefined) price.maxSelected = f.priceMax;
  return [valueFacet(ctx, store, base, f, 'color'), valueFacet(ctx, store, base, f, 'size'), price, valueFacet(ctx, store, base, f, 'brand')];
}

// ── Sorting ──

export const SORTS = ['RELEVANCE', 'NEWEST_FIRST', 'PRICE_ASCENDING', 'PRICE_DESCENDING', 'DISCOUNT', 'NAME'] as const;
export type SortId = (typeof SORTS)[number];

const SORT_LABELS: Record<StoreCode, Record<SortId, string>> = {
  nl: { RELEVANCE: 'Relevantie', NEWEST_FIRST: 'Nieuwste', PRICE_ASCENDING: 'Prijs oplopend', PRICE_DESCENDING: 'Prijs aflopend', DISCOUNT: 'Korting', NAME: 'Naam' },
  en: { RELEVANCE: 'Relevance', NEWEST_FIRST: 'Newest', PRICE_ASCENDING: 'Price ascending', PRICE_DESCENDING: 'Price descending', DISCOUNT: 'Discount', NAME: 'Name' },
  de: { RELEVANCE: 'Relevanz', NEWEST_FIRST: 'Neueste', PRICE_ASCENDING: 'Preis aufsteigend', PRICE_DESCENDING: 'Preis absteigend', DISCOUNT: 'Rabatt', NAME: 'Name' },
};

export function isSortId(value: string): value is SortId {
  return (SORTS as readonly string[]).includes(value);
}

export function sortOptions(store: StoreCode): { id: SortId; label: string }[] {
  return SORTS.map((id) => ({ id, label: SORT_LABELS[store][id] }));
}

function discount(e: Entry): number {
  const p = e.group.products[0];
  return p && p.listPrice.max > 0 ? 1 - p.sellingPrice.min / p.listPrice.max : 0;
}

/** Sorts entries; RELEVANCE keeps the given order (category position or text score). */
export function sortEntries(list: readonly Entry[], sort: SortId): Entry[] {
  const out = [...list];
  const byKey = (a: Entry, b: Entry) => a.group.key.localeCompare(b.group.key);
  switch (sort) {
    case 'NEWEST_FIRST':
      return out.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || byKey(a, b));
    case 'PRICE_ASCENDING':
      return out.sort((a, b) => a.price - b.price || byKey(a, b));
    case 'PRICE_DESCENDING':
      return out.sort((a, b) => b.price - a.price || byKey(a, b));
    case 'DISCOUNT':
      return out.sort((a, b) => discount(b) - discount(a) || byKey(a, b));
    case 'NAME':
      return out.sort((a, b) => (a.group.products[0]?.title ?? '').localeCompare(b.group.products[0]?.title ?? '') || byKey(a, b));
    default:
      return out;
  }
}

// ── Text matching ──

function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}

export function tokens(text: string): string[] {
  return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(/[^a-z0-9]+/).filter((t) => t.length > 0);
}

/**
 * Text score of an entry for a query: every query token must match a word of the product (exactly, as a prefix, or
 * within one edit for tokens of 4+ letters, two for 7+). 0 means no match.
 */
export function textScore(e: Entry, queryTokens: readonly string[]): number {
  const words = tokens(e.text);
  let score = 0;
  for (const q of queryTokens) {
    let best = 0;
    for (const w of words) {
      if (w === q) best = Math.max(best, 3);
      else if (w.startsWith(q)) best = Math.max(best, 2);
      else if (q.length >= 4 && editDistance(q, w, q.length >= 7 ? 2 : 1) <= (q.length >= 7 ? 2 : 1)) best = Math.max(best, 1);
    }
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

/** Words of product names, brands, colours and categories of a store (for did-you-mean and phrase suggestions). */
export function vocabulary(ctx: MockContext, store: StoreCode): string[] {
  return cached(ctx, `elevate:vocab:${store}`, () => {
    const words = new Map<string, number>();
    for (const e of entries(ctx, store)) for (const w of tokens(e.text)) if (w.length >= 3 && !/\d/.test(w)) words.set(w, (words.get(w) ?? 0) + 1);
    return [...words.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w);
  });
}

/** The closest vocabulary word to each token (for did-you-mean), or undefined when nothing is near. */
export function correct(ctx: MockContext, store: StoreCode, q: string): string | undefined {
  const words = vocabulary(ctx, store);
  const corrected = tokens(q).map((t) => {
    if (words.includes(t)) return t;
    let best: string | undefined;
    let bestDistance = 3;
    for (const w of words) {
      const d = editDistance(t, w, 2);
      if (d < bestDistance) {
        best = w;
        bestDistance = d;
      }
    }
    return best;
  });
  if (corrected.some((c) => c === undefined)) return undefined;
  const joined = corrected.join(' ');
  return joined === tokens(q).join(' ') ? undefined : joined;
}
