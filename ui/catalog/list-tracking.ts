import type { ListedProduct } from '../../application/catalog/track-product-list';
import type { RootStore } from '../root-store';
import { shownPrice, type ProductCardView } from '../../application/catalog/product-card-presenter';
import { providerSession } from './provider-session';

/** A card as analytics lists it: parent sku, name, shown price, brand, position in the whole list. */
export const listedProduct = (card: ProductCardView, index: number, variantSku?: string): ListedProduct => ({
  sku: card.sku,
  name: card.name,
  price: shownPrice(card.price),
  index,
  ...(variantSku === undefined ? {} : { variantSku }),
  ...(card.brand === undefined ? {} : { brand: card.brand }),
});

/** The provider hears about a click on one of its products by the product's ticket (catalogue spec §7). */
export async function notifyProviderClick(stores: RootStore, ticket: string | undefined): Promise<void> {
  if (ticket === undefined || ticket === '') return;
  const session = await providerSession(stores, stores.env.storeView);
  await stores.useCases.sendSearchNotification.execute(session, { type: 'click', ticket });
}

const watching = new WeakSet<RootStore>();

/**
 * The provider's "end" notification when the shopper leaves the shop (the page is hidden for good); registered once
 * per app instance, in the browser only, from an effect.
 */
export function watchProviderSessionEnd(stores: RootStore): void {
  if (stores.env.isServer || watching.has(stores)) return;
  watching.add(stores);
  window.addEventListener('pagehide', (event) => {
    if (event.persisted) return;
    void providerSession(stores, stores.env.storeView).then((session) => stores.useCases.sendSearchNotification.execute(session, { type: 'end' }));
  });
}
