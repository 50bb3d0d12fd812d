import { IMAGES } from '../../domain/catalog/constants';
import { type Attribute, type Product } from '../../domain/catalog/types';
import { money, toMajor } from '../../domain/shared/money';
import { allStoreViews } from '../../domain/store-view/store-views';
import { type PageHead } from '../app/page-module';
import { productImageUrl } from './product-image';
import { type StockState } from '../../application/catalog/product-page-selection';
import { type PriceView, type ProductPageData } from '../../application/catalog/product-page-presenter';

const plain = (html: string | undefined): string | undefined => {
  const text = html?.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
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

/** hreflang alternates nl, en, de and x-default (the default store view's page) from alternate_href_tags. */
export function productAlternates(product: Product): PageHead['alternates'] {
  const byLanguage = new Map<string, string>();
  for (const tag of product.alternate_href_tags ?? []) {
    const language = tag.language_code.slice(0, 2).toLowerCase();
    if (allStoreViews.some((v) => v.storeCode === language)) byLanguage.set(language, tag.url);
  }
  const alternates = allStoreViews.flatMap((v) => {
    const href = byLanguage.get(v.storeCode);
    return href === undefined ? [] : [{ hreflang: v.storeCode, href }];
  });
  const fallback = byLanguage.get(allStoreViews[0]?.storeCode ?? 'nl');
  return fallback === undefined ? alternates : [...alternates, { hreflang: 'x-default', href: fallback }];
}

const availability = (stock: StockState): string =>
  stock.kind === 'out-of-stock' ? 'https://schema.org/OutOfStock' : stock.kind === 'low' ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock';

/** Title, description, canonical, hreflang, Open Graph and Product JSON-LD of a product page (issue 9 item 6). */
export function productHead(data: ProductPageData, shown: { readonly sku: string; readonly price?: PriceView; readonly stock: StockState; readonly image?: string }): PageHead {
  const { product } = data;
  const texts = textsOf(product);
  const title = texts.meta_title ?? product.name;
  const description = plain(texts.meta_description) ?? plain(texts.short_description);
  const image = productImageUrl(shown.image, IMAGES.gallery);
  const brand = optionLabel(data.attributes, 'brand_ois', product.brand_ois);
  const canonical = data.paths.base;
  const offer =
    shown.price === undefined
      ? undefined
      : { '@type': 'Offer', price: toMajor(money(shown.price.final)), priceCurrency: 'EUR', availability: availability(shown.stock), url: canonical };
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: shown.sku,
    ...(description === undefined ? {} : { description }),
    ...(image === undefined ? {} : { image: [image] }),
    ...(brand === undefined ? {} : { brand: { '@type': 'Brand', name: brand } }),
    ...(offer === undefined ? {} : { offers: offer }),
  };
  return {
    title,
    ...(description === undefined ? {} : { description }),
    canonical,
    alternates: productAlternates(product),
    openGraph: {
      type: 'product',
      title,
      url: canonical,
      ...(description === undefined ? {} : { description }),
      ...(image === undefined ? {} : { image }),
    },
    jsonLd: [jsonLd],
  };
}
