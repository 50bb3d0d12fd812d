import { replace } from 'react-router';
import { type Route } from '../../domain/routing/types';
import { type StoreCode } from '../../domain/store-view/store-view';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { canonicalProductPath, childSkuInQuery, productLocation, type ProductUrlFields } from '../../domain/routing/product-url';
import { type PageContext, type PageLoad } from '../routing/page-module';
import { loadStructuredData } from '../head/structured-data';
import { intlOfStore } from '../i18n/load-catalogue';
import { messages as componentMessages } from '../components/messages';
import { productHead } from './product-head';
import { initialSelection, presentSelection } from '../../application/catalog/product-page-selection';
import { type ProductPaths, type ProductPageData, toProductPageData } from '../../application/catalog/product-page-presenter';

/** Desktop touchpoint on the server, where the viewport is unknown (catalogue spec §7: mobile at 1024 px or narrower). */
const SERVER_VIEWPORT = 1280;

/** The child sku of the URL: the `childSku` query with the dispatcher, else the path's last segment; the parent's own sku is none. */
export function childSkuOf(route: Route): string | undefined {
  const sku = route.query['childSku'] ?? route.params['childSku'];
  return sku === undefined || sku === '' || sku === route.params['parentSku'] ? undefined : sku;
}

/** The page's own path, its one canonical URL in this store view (domain/routing/product-url.ts). */
export function productPaths(storeCode: StoreCode, product: ProductUrlFields, dispatcher: boolean): ProductPaths {
  const base = canonicalProductPath(storeCode, product, dispatcher);
  return { base, childSkuIn: childSkuInQuery(base, storeCode) ? 'query' : 'path' };
}

/** The path the route was asked at, in the canonical's encoding: its url_path, or /p/{parentSku}/{slug}. */
function requestedPath(route: Route): string {
  const { storeCode, params } = route;
  const urlPath = params['url_path'];
  if (urlPath !== undefined) return canonicalProductPath(storeCode, { sku: '', url_path: urlPath }, true);
  const sku = params['parentSku'] ?? '';
  return canonicalProductPath(storeCode, { sku, slug: params['slug'] ?? sku }, false);
}

/** Where a configurable child's URL goes: its parent's page with the child chosen (catalogue spec §4). */
export function parentLocation(storeCode: StoreCode, parentSku: string, childSku: string, parentUrlPath: string | undefined): string {
  if (parentUrlPath !== undefined) return withStorePrefix(storeCode, `/${parentUrlPath}?childSku=${encodeURIComponent(childSku)}`);
  const parent = encodeURIComponent(parentSku);
  return withStorePrefix(storeCode, `/p/${parent}/${parent}/${encodeURIComponent(childSku)}`);
}

/**
 * The product page's loader (server first, browser on navigation): the product by parentSku and childSku; an unknown
 * sku is the not-found page; a configurable child goes to its parent with 301 (replace in the browser) when direct
 * access is prevented by configuration, otherwise to the error page (catalogue spec §4).
 */
export async function loadProduct({ route, storeView, stores }: PageContext): Promise<PageLoad<ProductPageData>> {
  const parentSku = route.params['parentSku'];
  if (parentSku === undefined || parentSku === '') return { kind: 'not-found' };
  // Beside the product's data and awaited for the head; caught here too, so a not-found or a redirect on the way
  // does not leave a failed load unhandled.
  const seo = loadStructuredData();
  seo.catch(() => undefined);
  const keys = await stores.useCases.providerKeys.current();
  const viewportWidth = stores.env.isServer ? SERVER_VIEWPORT : window.innerWidth;
  const childSku = childSkuOf(route);
  const result = await stores.useCases.loadProductPage.execute({
    storeCode: route.storeCode,
    parentSku,
    ...(childSku === undefined ? {} : { childSku }),
    session: { storeCode: route.storeCode, viewportWidth, ...keys },
  });
  if (!result.ok) {
    if (result.error.kind === 'not-found') return { kind: 'not-found' };
    if (result.error.kind === 'child-not-visible') throw replace(withStorePrefix(route.storeCode, '/error'), 302);
    throw new Error(`The product ${parentSku} could not be loaded (${result.error.cause})`);
  }
  const outcome = result.value;
  if (outcome.kind === 'redirect-to-parent') {
    throw replace(parentLocation(route.storeCode, outcome.parentSku, outcome.childSku, outcome.parentUrlPath), 301);
  }
  const { page } = outcome;
  const paths = productPaths(route.storeCode, page.product, page.urlDispatcher);
  // One URL per product and store view, or search engines index a page twice: /p/{sku}/{slug} and the url_path
  // cannot both answer 200.
  if (requestedPath(route) !== paths.base) throw replace(productLocation(paths.base, route.storeCode, childSku), 301);
  const data = toProductPageData(page, {
    storeView,
    now: page.now,
    settings: { displayOutOfStockSizes: page.displayOutOfStockSizes, listOutOfStock: page.listOutOfStock },
    paths,
  });
  const shown = presentSelection(data, initialSelection(data));
  const home = (await intlOfStore(storeView.storeCode)).formatMessage(componentMessages.home);
  const head = productHead(
    data,
    { sku: shown.variant?.sku ?? data.product.sku, price: shown.price, stock: shown.stock, image: shown.images[0] },
    page.urlDispatcher,
    home,
    await seo,
  );
  return { kind: 'page', data, head };
}
