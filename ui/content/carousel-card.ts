import { IMAGES } from '../../domain/catalog/constants';
import { type Product } from '../../domain/catalog/product-types';
import { formatPrice } from '../../domain/pricing/format-price';
import { resolvePrices } from '../../domain/pricing/price-set';
import { buildPath } from '../../domain/routing/build-path';
import { productRouteName } from '../../domain/routing/parse-route';
import { type StoreView } from '../../domain/store-view/store-view';
import { allStoreViews } from '../../domain/store-view/store-views';
import { type CarouselCard } from './story-view';

/** Where product pictures are served: `/img/{width}/{height}{image}` at the card size of catalogue spec §9. */
export function productImageUrl(image: string | undefined): string | undefined {
  if (image === undefined || image === '' || image === 'no_selection') return undefined;
  const { width, height } = IMAGES.productThumbnail;
  return `/img/${String(width)}/${String(height)}${image.startsWith('/') ? image : `/${image}`}`;
}

/** A carousel card from a product: its page path, first two pictures and the price (a special price with the regular one struck). */
export function toCarouselCard(product: Product, view: StoreView, now: number): CarouselCard {
  const route = {
    storeCode: view.storeCode,
    name: productRouteName(product.type_id),
    params: { parentSku: product.parentSku ?? product.sku, slug: product.slug ?? product.sku, childSku: product.sku, ...(product.url_path ? { url_path: product.url_path } : {}) },
    query: {},
  };
  const gallery = (product.media_gallery ?? []).map((m) => m.image);
  const image = productImageUrl(product.image ?? gallery[0]);
  const hoverImage = productImageUrl(gallery.find((g) => g !== product.image));
  const prices = resolvePrices(product, { now });
  const format = view.i18n;
  return {
    sku: product.sku,
    name: product.name,
    href: buildPath(route, allStoreViews, { useTrailingSlashes: false }),
    ...(image ? { image } : {}),
    ...(hoverImage ? { hoverImage } : {}),
    ...(prices ? { price: formatPrice(prices.finalPrice, format) } : {}),
    ...(prices?.specialPrice ? { regularPrice: formatPrice(prices.originalPrice, format) } : {}),
  };
}
