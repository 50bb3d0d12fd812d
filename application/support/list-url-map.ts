import { inject, injectable } from 'inversify';
import type { StoreCode } from '../../domain/store-view/store-view';
import { type UrlEntry, type UrlEntryType, UrlIndexPort } from '../ports/url-index-port';

export interface UrlMapListing {
  readonly type: UrlEntryType;
  readonly items: readonly UrlEntry[];
  /** Entries of this type in the index, beyond the `limit` listed. */
  readonly total: number;
}

/** The URL map entries of a store view, per entity type (cart spec §2 "URL map"), at most `limit` of each. */
@injectable()
export class ListUrlMap {
  constructor(@inject(UrlIndexPort) private readonly index: UrlIndexPort) {}

  execute(storeCode: StoreCode, types: readonly UrlEntryType[], limit: number): Promise<readonly UrlMapListing[]> {
    return Promise.all(types.map(async (type) => ({ type, ...(await this.index.entries(storeCode, type, limit)) })));
  }
}
