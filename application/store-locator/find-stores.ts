import { inject, injectable } from 'inversify';
import { err, ok, type Result } from '../../domain/shared/result';
import { isPortError, type PortErrorKind } from '../ports/port-error';
import { type StoreList, StoreLocatorPort, type StoreQuery } from '../ports/store-locator-port';

export type FindStoresFailure = { readonly kind: PortErrorKind | 'unknown-place' };

/** The store locator page (catalogue spec §2 /storelocator/): stores near a point or place, or all of them. */
@injectable()
export class FindStores {
  constructor(@inject(StoreLocatorPort) private readonly locator: StoreLocatorPort) {}

  async execute(query: StoreQuery = {}): Promise<Result<StoreList, FindStoresFailure>> {
    const { place, ...rest } = query;
    const trimmed = place?.trim() ?? '';
    try {
      return ok(await this.locator.stores(trimmed === '' ? rest : { ...rest, place: trimmed }));
    } catch (error) {
      if (!isPortError(error)) throw error;
      // The service refuses a place it cannot find (and bad coordinates) with a 400.
      return err({ kind: error.kind === 'rejected' ? 'unknown-place' : error.kind });
    }
  }
}
