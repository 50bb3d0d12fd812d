import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { type PageModule } from '../routing/page-module';
import { useStores } from '../app/stores-context';
import { PersonalPricingApplied } from '../loyalty/PersonalPricing';
import { ShopLink } from '../components/ShopLink';
import { CartLines } from './CartLines';
import { CartTotals } from './CartTotals';
import { CouponForm } from './CouponForm';
import { EmptyCart } from './EmptyCart';
import { OfflineNote } from './OfflineNote';
import { ShippingEstimate } from './ShippingEstimate';
import { messages } from './messages';
import { CartLoading, useCartOpened } from './use-cart-opened';

/**
 * The cart page `/winkelwagen/` (cart spec §2): the lines as in the microcart, the total segments, the discount code,
 * a shipping estimate and the way to the checkout; a friendly empty state. Rendered in the browser only.
 */
const CartPage = observer(function CartPage() {
  const { cart, env } = useStores();
  const intl = useIntl();
  const storeCode = env.storeView.storeCode;

  useEffect(() => {
    document.title = intl.formatMessage(messages.pageTitle);
  }, [intl]);

  useCartOpened(cart);

  if (!cart.isLoaded && cart.isEmpty) return <CartLoading />;
  if (cart.isEmpty) {
    return (
      <section className="cart-page cart-page--empty">
        <OfflineNote />
        <EmptyCart headingLevel={1} />
      </section>
    );
  }
  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <header className="cart-page__head">
        <h1 id="cart-title">
          <FormattedMessage {...messages.pageTitle} />
        </h1>
        <p className="cart-page__count">
          <FormattedMessage {...messages.itemCount} values={{ count: cart.totalQuantity }} />
        </p>
      </header>
      <OfflineNote />
      <div className="cart-page__grid">
        <div className="cart-page__lines">
          <CartLines />
          <ShopLink className="cart-page__continue" to={withStorePrefix(storeCode, '/')}>
            <FormattedMessage {...messages.continueShopping} />
          </ShopLink>
        </div>
        <aside className="cart-page__summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="cart-page__summary-title">
            <FormattedMessage {...messages.summary} />
          </h2>
          <CartTotals />
          <PersonalPricingApplied />
          <CouponForm />
          <ShippingEstimate />
          <ShopLink className="button button--primary button--block" to={withStorePrefix(storeCode, '/checkout/')}>
            <FormattedMessage {...messages.checkout} />
          </ShopLink>
        </aside>
      </div>
    </section>
  );
});

export const page: PageModule<null> = {
  Page: CartPage,
  clientOnly: true,
};
