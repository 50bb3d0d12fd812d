import { inject, injectable } from 'inversify';
import { err, ok, type Result } from '../../domain/shared/result';
import { isPortError, type PortErrorKind } from '../ports/port-error';
import { type StoreLocation, StoreLocatorPort } from '../ports/store-locator-port';

/** One store's page: address, hours and services (catalogue spec §2 store locator). */
@injectable()
export class LoadStore {
  constructor(@inject(StoreLocatorPort) private readonly locator: StoreLocatorPort) {}

  async execute(id: string): Promise<Result<StoreLocation, { readonly kind: PortErrorKind }>> {
    try {
      const store = await this.locator.store(id);
      return store === undefined ? err({ kind: 'not-found' }) : ok(store);
    } catch (error) {
      if (!isPortError(error)) throw error;
      return err({ kind: error.kind });
    }
  }
}
