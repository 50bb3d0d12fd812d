import type { ProviderSession } from '../../application/ports/search-provider-port';
import type { StoreView } from '../../domain/store-view/store-view';
import type { RootStore } from '../root-store';

/** The search provider's keys and the touchpoint; the server renders for desktop widths. */
export async function providerSession(stores: RootStore, view: StoreView): Promise<ProviderSession> {
  const keys = await stores.useCases.providerKeys.current();
  return { storeCode: view.storeCode, viewportWidth: stores.env.isServer ? 1280 : window.innerWidth, ...keys };
}
