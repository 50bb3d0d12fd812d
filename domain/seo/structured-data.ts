/**
 * schema.org structured data (JSON-LD) of the shop's pages. Builders take store-relative paths; the page head makes
 * every URL field absolute on the configured public origin (`absoluteJsonLd`), so no builder needs to know it.
 */

export type JsonLd = Readonly<Record<string, unknown>>;

const CONTEXT = 'https://schema.org';

export interface CrumbLink {
  readonly name: string;
  /** Path of the crumb; the current page's own path for the last one. */
  readonly path: string;
}

/** BreadcrumbList: Home first, positions from 1 (category and product pages). */
export function breadcrumbList(crumbs: readonly CrumbLink[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.path })),
  };
}

/** ItemList of a list page's products, in the order shown, positions counted across pages. */
export function itemList(items: readonly { readonly name: string; readonly path: string }[], firstPosition = 1): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: firstPosition + i, name: item.name, url: item.path })),
  };
}

export type Availability = 'in-stock' | 'low' | 'out-of-stock';

const availabilityUrl: Readonly<Record<Availability, string>> = {
  'in-stock': 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  'out-of-stock': 'https://schema.org/OutOfStock',
};

export interface OfferInput {
  /** Price in major units (34.95). */
  readonly price: number;
  readonly currency: string;
  readonly availability: Availability;
  readonly path: string;
}

const offer = (input: OfferInput): JsonLd => ({
  '@type': 'Offer',
  price: input.price,
  priceCurrency: input.currency,
  availability: availabilityUrl[input.availability],
  itemCondition: 'https://schema.org/NewCondition',
  url: input.path,
});

export interface ProductInput {
  readonly name: string;
  readonly sku: string;
  readonly description?: string;
  readonly brand?: string;
  readonly images: readonly string[];
  readonly offer?: OfferInput;
}

export interface VariantInput extends ProductInput {
  /** The variant's option labels (`color`, `size`). */
  readonly color?: string;
  readonly size?: string;
}

function productFields(input: ProductInput): Record<string, unknown> {
  return {
    name: input.name,
    sku: input.sku,
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(input.images.length === 0 ? {} : { image: input.images }),
    ...(input.brand === undefined ? {} : { brand: { '@type': 'Brand', name: input.brand } }),
    ...(input.offer === undefined ? {} : { offers: offer(input.offer) }),
  };
}

/** A Product with brand, sku, images and its Offer (price, currency, availability, url). */
export function productJsonLd(input: ProductInput): JsonLd {
  return { '@context': CONTEXT, '@type': 'Product', ...productFields(input) };
}

/**
 * A configurable product as a ProductGroup: the parent's sku as group id and one Product per variant, each with its
 * own sku, colour, size, price and availability.
 */
export function productGroupJsonLd(parent: ProductInput & { readonly variesBy: readonly ('color' | 'size')[] }, variants: readonly VariantInput[]): JsonLd {
  const { offer: _none, ...withoutOffer } = parent;
  return {
    '@context': CONTEXT,
    '@type': 'ProductGroup',
    productGroupID: parent.sku,
    ...productFields(withoutOffer),
    variesBy: parent.variesBy.map((v) => `https://schema.org/${v}`),
    hasVariant: variants.map((v) => ({
      '@type': 'Product',
      ...productFields(v),
      ...(v.color === undefined ? {} : { color: v.color }),
      ...(v.size === undefined ? {} : { size: v.size }),
    })),
  };
}

/** The shop as an Organization (home page). */
export function organizationJsonLd(input: { readonly name: string; readonly path: string; readonly logo: string }): JsonLd {
  return { '@context': CONTEXT, '@type': 'Organization', name: input.name, url: input.path, logo: input.logo };
}

/** The store view's WebSite with its search as SearchAction (home page). */
export function webSiteJsonLd(input: { readonly name: string; readonly path: string; readonly language: string; readonly searchPath: string }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: input.name,
    url: input.path,
    inLanguage: input.language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${input.searchPath}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

const urlKeys = new Set(['url', 'item', 'image', 'logo', 'urlTemplate', '@id']);

/** Every URL field of the structured data made absolute on the origin (paths starting with one slash). */
export function absoluteJsonLd<T>(value: T, origin: string): T {
  const base = origin.replace(/\/+$/, '');
  const walk = (node: unknown, key: string | undefined): unknown => {
    if (typeof node === 'string') return key !== undefined && urlKeys.has(key) && node.startsWith('/') && !node.startsWith('//') ? `${base}${node}` : node;
    if (Array.isArray(node)) return node.map((item) => walk(item, key));
    if (typeof node === 'object' && node !== null) return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, k)]));
    return node;
  };
  return walk(value, undefined) as T;
}
