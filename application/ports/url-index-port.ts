import type { RedirectEntity } from '../../domain/routing/types';
import type { StoreCode } from '../../domain/store-view/store-view';

export type UrlEntryType = 'product' | 'category' | 'cms_page';
export const urlEntryTypes: readonly UrlEntryType[] = ['product', 'category', 'cms_page'];

/** One entry of the URL map: the url (no leading '/', no store prefix) and the entity it points to. */
export interface UrlEntry {
  readonly url: string;
  readonly type: UrlEntryType;
  readonly id: string;
  readonly sku?: string;
  readonly name?: string;
}

export interface StoredRedirect extends RedirectEntity {
  readonly id?: number | string;
  readonly entity_type?: string;
}

export const UrlIndexPort = Symbol.for('UrlIndexPort');

/**
 * Listing the URL map and the redirect table of a store view, for support staff. The shop's UrlMapPort only looks
 * single URLs up; this one lists them from the same search index. Throws PortError like any adapter.
 */
export interface UrlIndexPort {
  entries(storeCode: StoreCode, type: UrlEntryType, limit: number): Promise<{ readonly items: readonly UrlEntry[]; readonly total: number }>;
  redirects(storeCode: StoreCode, limit: number): Promise<{ readonly items: readonly StoredRedirect[]; readonly total: number }>;
}
