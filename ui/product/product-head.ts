import { IMAGES } from '../../domain/catalog/constants';
import { type Attribute, type ConfigurableChild, type Product } from '../../domain/catalog/types';
import { money, toMajor } from '../../domain/shared/money';
import { allStoreViews, withStorePrefix } from '../../domain/store-view/store-views';
import { type StoreCode } from '../../domain/store-view/store-view';
import { alternateProductPath, productLocation } from '../../domain/routing/product-url';
import type { Availability, JsonLd } from '../../domain/seo/structured-data';
import { configurationOf, isChoosable, optionLabels, presentSelection, type StockState } from '../../application/catalog/product-page-selection';
import { type PageHead } from '../routing/page-module';
import type { StructuredData } from '../head/structured-data';
import { productImageUrl } from './product-image';
import { type PriceView, type ProductPageData } from '../../application/catalog/product-page-presenter';

const plain = (html: string | undefined): string | undefined => {
  const text = html
    ?.replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text === undefined || text === '' ? undefined : text;
};

/** Text fields the index sends with a product that the domain type leaves open. */
export type ProductTexts = Partial<Record<'meta_title' | 'meta_description' | 'short_description' | 'description', string>>;

export const textsOf = (product: Product): ProductTexts => product as unknown as ProductTexts;

/** The label of an option attribute's value (brand_ois 300 → 'Noord & Zee'). */
export function optionLabel(attributes: readonly Attribute[], code: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return attributes.find((a) => a.attribute_code === code)?.options?.find((o) => String(o.value) === String(value))?.label;
}

/**
 * hreflang alternates nl, en, de and x-default from alternate_href_tags, in the same form as the canonical (url_path
 * with the dispatcher, /p/{sku}/{slug} without), the page's own store view being exactly its canonical.
 */
export function productAlternates(
  product: Product,
  own: { readonly storeCode: StoreCode; readonly canonical: string },
  dispatcher: boolean,
): PageHead['alternates'] {
  const byStore = new Map<StoreCode, string>();
  for (const tag of product.alternate_href_tags ?? []) {
    const view = allStoreViews.find((v) => v.storeCode === tag.language_code.slice(0, 2).toLowerCase());
    if (view !== undefined) byStore.set(view.storeCode, alternateProductPath(view.storeCode, product.sku, tag.url, dispatcher));
  }
  byStore.set(own.storeCode, own.canonical);
  const alternates = allStoreViews.flatMap((v) => {
    const href = byStore.get(v.storeCode);
    return href === undefined ? [] : [{ hreflang: v.storeCode, href }];
  });
  const fallback = byStore.get(allStoreViews[0]?.storeCode ?? 'nl');
  return fallback === undefined ? alternates : [...alternates, { hreflang: 'x-default', href: fallback }];
}

const availabilityOf = (stock: StockState): Availability => (stock.kind === 'out-of-stock' ? 'out-of-stock' : stock.kind === 'low' ? 'low' : 'in-stock');

/** The stock state of one child: what the page would say with that child chosen. */
function childAvailability(data: ProductPageData, child: ConfigurableChild): Availability {
  return availabilityOf(presentSelection(data, { selectedSku: child.sku, configuration: configurationOf(data.product, child), quantityText: '1' }).stock);
}

/** Product JSON-LD: a ProductGroup with one Product per choosable child for a configurable, else a Product. */
function productStructuredData(
  data: ProductPageData,
  shown: ShownProduct,
  base: { readonly description?: string; readonly brand?: string; readonly image?: string },
  { productJsonLd, productGroupJsonLd }: StructuredData,
): JsonLd {
  const { product, paths } = data;
  const images = base.image === undefined ? [] : [base.image];
  const common = {
    name: product.name,
    ...(base.description === undefined ? {} : { description: base.description }),
    ...(base.brand === undefined ? {} : { brand: base.brand }),
  };
  const children = (product.configurable_children ?? []).filter((c) => isChoosable(data, c));
  if (product.type_id !== 'configurable' || children.length === 0) {
    const offer =
      shown.price === undefined
        ? undefined
        : { price: toMajor(money(shown.price.final)), currency: 'EUR', availability: availabilityOf(shown.stock), path: paths.base };
    return productJsonLd({ ...common, sku: shown.sku, images, ...(offer === undefined ? {} : { offer }) });
  }
  const variesBy = (['color', 'size'] as const).filter((k) => (product.configurable_options ?? []).some((o) => o.attribute_code?.startsWith(k) === true));
  const variants = children.map((child) => {
    const labels = optionLabels(product, child);
    const price = data.prices.bySku[child.sku];
    const image = productImageUrl(child.image, IMAGES.gallery);
    const color = labels['color_ois'];
    const size = labels['size_ois'];
    return {
      name: [product.name, color, size].filter((t) => t !== undefined && t !== '').join(' '),
      sku: child.sku,
      images: image === undefined ? images : [image],
      ...(color === undefined || color === '' ? {} : { color }),
      ...(size === undefined || size === '' ? {} : { size }),
      ...(base.brand === undefined ? {} : { brand: base.brand }),
      ...(price === undefined
        ? {}
        : {
            offer: {
              price: toMajor(money(price.final)),
              currency: 'EUR',
              availability: childAvailability(data, child),
              path: productLocation(paths.base, data.storeCode, child.sku),
            },
          }),
    };
  });
  return productGroupJsonLd({ ...common, sku: product.sku, images, variesBy }, variants);
}

export interface ShownProduct {
  readonly sku: string;
  readonly price?: PriceView;
  readonly stock: StockState;
  readonly image?: string;
}

/**
 * Title, description, canonical, hreflang, Open Graph and JSON-LD (Product or ProductGroup with its variants, and the
 * BreadcrumbList Home > categories > product) of a product page; `seo`: the JSON-LD builders (ui/head/structured-data.ts).
 */
export function productHead(data: ProductPageData, shown: ShownProduct, dispatcher: boolean, homeLabel: string, seo: StructuredData): PageHead {
  const { product } = data;
  const texts = textsOf(product);
  const title = texts.meta_title ?? product.name;
  const description = plain(texts.meta_description) ?? plain(texts.short_description);
  const image = productImageUrl(shown.image, IMAGES.gallery);
  const brand = optionLabel(data.attributes, 'brand_ois', product.brand_ois);
  const canonical = data.paths.base;
  const crumbs = [
    { name: homeLabel, path: withStorePrefix(data.storeCode, '/') },
    ...data.breadcrumbs.map((c) => ({ name: c.label, path: c.path })),
    { name: product.name, path: canonical },
  ];
  return {
    title,
    ...(description === undefined ? {} : { description }),
    canonical,
    alternates: productAlternates(product, { storeCode: data.storeCode, canonical }, dispatcher),
    openGraph: {
      type: 'product',
      title,
      url: canonical,
      ...(description === undefined ? {} : { description }),
      ...(image === undefined ? {} : { image }),
    },
    jsonLd: [
      productStructuredData(
        data,
        shown,
        { ...(description === undefined ? {} : { description }), ...(brand === undefined ? {} : { brand }), ...(image === undefined ? {} : { image }) },
        seo,
      ),
      seo.breadcrumbList(crumbs),
    ],
  };
}
