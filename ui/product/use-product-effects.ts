import { useEffect } from 'react';
import { money } from '../../domain/shared/money';
import { useStores } from '../app/stores-context';
import { type ProductCardView } from '../../application/catalog/product-card-presenter';
import { type TrackProductView, type ViewedProduct } from '../../application/catalog/track-product-view';
import { optionLabel } from './product-head';
import { type ProductPageStore } from './product-page.store';

/** What view_item tells of the shown product: the parent sku, the chosen child as variant, the shown price incl. tax. */
export function viewedProduct(store: ProductPageStore): ViewedProduct {
  const { product, attributes } = store.data;
  const brand = optionLabel(attributes, 'brand_ois', product.brand_ois);
  const category = product.category?.at(-1)?.name;
  const variantSku = store.variant?.sku;
  return {
    sku: product.sku,
    name: product.name,
    price: money(store.price?.final ?? 0),
    ...(variantSku === undefined ? {} : { variantSku }),
    ...(brand === undefined ? {} : { brand }),
    ...(category === undefined ? {} : { category }),
  };
}

/** view_item for this product page view, once: later calls for the same view send nothing. */
export function sendProductView(store: ProductPageStore, trackProductView: Pick<TrackProductView, 'execute'>): void {
  if (store.claimView()) trackProductView.execute(viewedProduct(store));
}

/**
 * The product page's side effects, in the browser only: view_item once per page view (a variant
 * switch is the same view, and StrictMode's second effect run sends nothing), and the search provider's click
 * notification when a recommended product is opened.
 */
export function useProductEffects(store: ProductPageStore): { readonly notifyClick: (card: ProductCardView) => void } {
  const { useCases, env } = useStores();

  useEffect(() => sendProductView(store, useCases.trackProductView), [store, useCases]);

  const notifyClick = (card: ProductCardView) => {
    const ticket = card.ticket;
    if (ticket === undefined) return;
    void useCases.providerKeys
      .current()
      .then((keys) =>
        useCases.sendSearchNotification.execute({ storeCode: env.storeView.storeCode, viewportWidth: window.innerWidth, ...keys }, { type: 'click', ticket }),
      );
  };
  return { notifyClick };
}
