import { reaction } from 'mobx';
import { useEffect } from 'react';
import { money } from '../../domain/shared/money';
import { useStores } from '../app/stores-context';
import { type ProductCardView } from '../../application/catalog/product-card-presenter';
import { optionLabel } from './product-head';
import { type ProductPageStore } from './product-page.store';

/**
 * The product page's side effects, in the browser only: view_item for the shown product and each variant the shopper
 * switches to, and the search provider's click notification when a recommended product is opened.
 */
export function useProductEffects(store: ProductPageStore): { readonly notifyClick: (card: ProductCardView) => void } {
  const { useCases, env } = useStores();

  useEffect(
    () =>
      reaction(
        () => ({ variantSku: store.variant?.sku, price: store.price?.final }),
        ({ variantSku, price }) => {
          const { product, attributes } = store.data;
          const brand = optionLabel(attributes, 'brand_ois', product.brand_ois);
          const category = product.category?.at(-1)?.name;
          useCases.trackProductView.execute({
            sku: product.sku,
            name: product.name,
            price: money(price ?? 0),
            ...(variantSku === undefined ? {} : { variantSku }),
            ...(brand === undefined ? {} : { brand }),
            ...(category === undefined ? {} : { category }),
          });
        },
        { fireImmediately: true, equals: (a, b) => a.variantSku === b.variantSku },
      ),
    [store, useCases],
  );

  const notifyClick = (card: ProductCardView) => {
    const ticket = card.ticket;
    if (ticket === undefined) return;
    void useCases.providerKeys.current().then((keys) =>
      useCases.sendSearchNotification.execute({ storeCode: env.storeView.storeCode, viewportWidth: window.innerWidth, ...keys }, { type: 'click', ticket }),
    );
  };
  return { notifyClick };
}
