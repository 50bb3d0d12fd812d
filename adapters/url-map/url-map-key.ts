import { urlMapKey } from '../../domain/routing/url-map';
import { storePrefix, storeViewOf } from '../../domain/routing/store-prefix';
import type { StoreCode } from '../../domain/store-view/store-view';
import { allStoreViews } from '../../domain/store-view/store-views';

/**
 * The url the URL map matches exactly: no leading or trailing '/', and no store prefix (`/en/women` → `women`;
 * wire-reference §1 "Error object in url/map").
 */
export function mapUrlKey(storeCode: StoreCode, url: string): string {
  const key = urlMapKey(url);
  const prefix = urlMapKey(storePrefix(storeViewOf(storeCode, allStoreViews)));
  if (prefix === '') return key;
  if (key === prefix) return '';
  return key.startsWith(`${prefix}/`) ? key.slice(prefix.length + 1) : key;
}
