import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatPrice } from '../../domain/pricing/format-price';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { useStores } from '../app/stores-context';
import { ShopLink } from '../components/ShopLink';
import { messages } from './messages';
import { usePersonalPricing } from './use-personal-pricing';

/**
 * The product page's personal price and offers for a signed-in customer whose loyalty session has not expired (cart
 * spec §6, §7): loaded only for such a customer (ProductPage's OverlaySlot), so a guest's page carries none of it.
 * One module with the cart's and checkout's part below: one chunk, requested only by signed-in customers' screens.
 */
export const PersonalPriceNote = observer(function PersonalPriceNote({ price }: { readonly price: number | undefined }) {
  const { env } = useStores();
  const store = usePersonalPricing();
  useEffect(() => void store.show(price), [store, price]);
  const view = store.shown;
  if (view === undefined) return null;
  return (
    <section className="personal-price" aria-labelledby="personal-price-title" data-testid="personal-price">
      <h2 id="personal-price-title" className="personal-price__title">
        <FormattedMessage {...messages.price} />
      </h2>
      {view.price !== undefined && <p className="personal-price__amount">{formatPrice(view.price, env.storeView.i18n)}</p>}
      {view.percent > 0 && (
        <p className="personal-price__line">
          <FormattedMessage {...messages.discount} values={{ percent: view.percent, codes: view.codes.join(', ') }} />
        </p>
      )}
      {view.couponCount > 0 && (
        <p className="personal-price__line">
          <ShopLink to={withStorePrefix(env.storeView.storeCode, '/my-account')}>
            <FormattedMessage {...messages.coupons} values={{ count: view.couponCount }} />
          </ShopLink>
        </p>
      )}
    </section>
  );
});

/**
 * Cart and checkout summary: once the cart is loaded, a signed-in customer's quote gets her personal discounts and is
 * validated (codes that no longer apply are dropped with a warning); the personal price that applies is named here
 * (cart spec §6, §7). Guests and expired sessions see nothing and cause no call.
 */
export const PersonalPricingApplied = observer(function PersonalPricingApplied() {
  const { cart, session } = useStores();
  const store = usePersonalPricing();
  const cartId = cart.view?.token;
  const ready = cart.isLoaded && !cart.isEmpty && session.isLoggedIn && cartId !== undefined;
  useEffect(() => {
    if (ready) void store.applyToCart(cartId);
  }, [ready, cartId, store]);
  const view = store.applied;
  if (!session.isLoggedIn || view === undefined || view.percent === 0) return null;
  return (
    <p className="personal-price personal-price--applied" role="status" data-testid="personal-pricing-applied">
      <span>
        <strong>
          <FormattedMessage {...messages.price} />
        </strong>
        <br />
        <FormattedMessage {...messages.discount} values={{ percent: view.percent, codes: view.codes.join(', ') }} />
      </span>
    </p>
  );
});
