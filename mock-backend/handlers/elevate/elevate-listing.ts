/** Facets, filters and sorts of the search provider's primary list (wire-reference §4). */
import type { MockContext } from '../../context';
import type { StoreCode } from '../../../fixtures/types';
import { cached } from '../shared/common';
import { type Entry, attributeOptions, facetValueId } from './elevate-catalog';

// ── Facets and filters ──

export interface Filters {
  color: string[];
  size: string[];
  brand: string[];
  priceMin?: number;
  priceMax?: number;
  /** The shop's checkbox facet `instock` (`f.instock=true`): only products in stock, in the list and in every count. */
  inStock: boolean;
}

export function readFilters(params: URLSearchParams): Filters {
  const list = (name: string) =>
    (params.get(`f.${name}`) ?? '')
      .split('|')
      .map((v) => v.trim())
      .filter((v) => v.length > 0);
  const num = (name: string) => {
    const raw = params.get(name);
    return raw === null || raw === '' || Number.isNaN(Number(raw)) ? undefined : Number(raw);
  };
  return {
    color: list('color'),
    size: list('size'),
    brand: list('brand'),
    priceMin: num('f.price.min'),
    priceMax: num('f.price.max'),
    inStock: params.get('f.instock') === 'true',
  };
}

/** No facet value and no price bound selected: every entry passes. */
export function isUnfiltered(f: Filters): boolean {
  return f.color.length === 0 && f.size.length === 0 && f.brand.length === 0 && f.priceMin === undefined && f.priceMax === undefined && !f.inStock;
}

function passes(e: Entry, f: Filters, skip?: keyof Filters | 'price'): boolean {
  const any = (selected: string[], values: string[]) => selected.length === 0 || values.some((v) => selected.includes(facetValueId(v)));
  if (f.inStock && e.group.products[0]?.inStock !== true) return false;
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

/** Colour label → swatch of the first colour option with that label (fixture attributes only, built once per store). */
function colorSwatches(ctx: MockContext, store: StoreCode): ReadonlyMap<string, string | undefined> {
  return cached(ctx, `elevate:swatches:${store}`, () => {
    const out = new Map<string, string | undefined>();
    for (const o of attributeOptions(ctx, store).get('color_ois')?.values() ?? []) if (!out.has(o.label)) out.set(o.label, o.swatch);
    return out;
  });
}

function valueFacet(ctx: MockContext, store: StoreCode, base: readonly Entry[], f: Filters, id: 'color' | 'size' | 'brand') {
  const selected = f[id];
  const counts = new Map<string, number>();
  for (const e of base) {
    if (!passes(e, f, id)) continue;
    const values = id === 'color' ? e.colors : id === 'size' ? e.sizes : [e.brand];
    for (const v of new Set(values)) if (v !== '') counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  const swatches = colorSwatches(ctx, store);
  const swatchOf = (label: string) => swatches.get(label);
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
  nl: {
    RELEVANCE: 'Relevantie',
    NEWEST_FIRST: 'Nieuwste',
    PRICE_ASCENDING: 'Prijs oplopend',
    PRICE_DESCENDING: 'Prijs aflopend',
    DISCOUNT: 'Korting',
    NAME: 'Naam',
  },
  en: {
    RELEVANCE: 'Relevance',
    NEWEST_FIRST: 'Newest',
    PRICE_ASCENDING: 'Price ascending',
    PRICE_DESCENDING: 'Price descending',
    DISCOUNT: 'Discount',
    NAME: 'Name',
  },
  de: {
    RELEVANCE: 'Relevanz',
    NEWEST_FIRST: 'Neueste',
    PRICE_ASCENDING: 'Preis aufsteigend',
    PRICE_DESCENDING: 'Preis absteigend',
    DISCOUNT: 'Rabatt',
    NAME: 'Name',
  },
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
