import { inject, injectable } from 'inversify';
import type { StoreCode } from '../../domain/store-view/store-view';
import { type StoredRedirect, UrlIndexPort } from '../ports/url-index-port';

/** The redirect table of a store view: request_path → target_path with its redirect_type (cart spec §3). */
@injectable()
export class ListRedirects {
  constructor(@inject(UrlIndexPort) private readonly index: UrlIndexPort) {}

  execute(storeCode: StoreCode, limit: number): Promise<{ readonly items: readonly StoredRedirect[]; readonly total: number }> {
    return this.index.redirects(storeCode, limit);
  }
}
