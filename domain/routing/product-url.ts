import type { StoreCode } from '../store-view/store-view';
import { withStorePrefix } from '../store-view/store-views';

export interface ProductUrlFields {
  readonly sku: string;
  readonly slug?: string;
  readonly url_key?: string;
  readonly url_path?: string;
}

const trim = (path: string): string => path.replace(/^\/+|\/+$/g, '');

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The one canonical path of a product in a store view (catalogue spec §2): its url_path when the URL
 * dispatcher is on and the product has one, else /p/{sku}/{slug}. Any other path of the product answers 301 here.
 */
export function canonicalProductPath(storeCode: StoreCode, product: ProductUrlFields, dispatcher: boolean): string {
  const urlPath = trim(product.url_path ?? '');
  if (dispatcher && urlPath !== '') return withStorePrefix(storeCode, `/${urlPath.split('/').map(encodeURIComponent).join('/')}`);
  const slug = product.slug ?? product.url_key ?? product.sku;
  return withStorePrefix(storeCode, `/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(slug)}`);
}

/** Whether the canonical path carries the chosen child as `?childSku=` (url_path) or as the last path segment (/p/). */
export const childSkuInQuery = (canonicalPath: string, storeCode: StoreCode): boolean => !canonicalPath.startsWith(withStorePrefix(storeCode, '/p/'));

/** The product page's location with a chosen child: `?childSku=` on a url_path, `/{childSku}` on /p/{sku}/{slug}. */
export function productLocation(canonicalPath: string, storeCode: StoreCode, childSku: string | undefined): string {
  if (childSku === undefined) return canonicalPath;
  return childSkuInQuery(canonicalPath, storeCode)
    ? `${canonicalPath}?childSku=${encodeURIComponent(childSku)}`
    : `${canonicalPath}/${encodeURIComponent(childSku)}`;
}

/**
 * The product's path in another store view from its alternate link there (alternate_href_tags hold url_paths): the
 * link itself with the dispatcher, else /p/{sku}/{that store's slug, the link's last segment}.
 */
export function alternateProductPath(storeCode: StoreCode, sku: string, alternateUrl: string, dispatcher: boolean): string {
  if (dispatcher) return alternateUrl;
  const last = trim(alternateUrl).split('/').pop() ?? '';
  const slug = last === '' ? sku : safeDecode(last);
  return canonicalProductPath(storeCode, { sku, slug }, false);
}
