import type { RedirectEntity, UrlMapAnswer } from '../../domain/routing/types';
import type { StoreCode } from '../../domain/store-view/store-view';

export const UrlMapPort = Symbol.for('UrlMapPort');

/**
 * The URL map and stored redirects (cart spec §2, §7). `map` answers null for an unknown URL and also when the
 * call fails ("fetch failures return nothing"); `redirect` throws PortError when the index cannot be reached.
 */
export interface UrlMapPort {
  /** The entity at a url path (no leading '/', no store prefix; the adapter trims them). */
  map(storeCode: StoreCode, url: string): Promise<UrlMapAnswer | null>;
  /** The stored redirect whose request_path is the path, or null. */
  redirect(storeCode: StoreCode, requestPath: string): Promise<RedirectEntity | null>;
}
