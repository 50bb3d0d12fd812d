import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { useStores } from '../app/stores-context';
import { Sidebar } from '../shell/Sidebar';
import { ShopLink } from '../components/ShopLink';
import { CartLines } from './CartLines';
import { CartTotals } from './CartTotals';
import { CouponForm } from './CouponForm';
import { EmptyCart } from './EmptyCart';
import { OfflineNote } from './OfflineNote';
import { messages } from './messages';
import { CartLoading, useCartOpened } from './use-cart-opened';

/**
 * The microcart (cart spec §2, catalogue spec §9): the shell's 700 px 'microcart' sidebar, imported lazily by the
 * frame's panel slot once the cart icon was first pressed or a product was added.
 */
export function Microcart() {
  return (
    <Sidebar name="microcart" width={700} title={<FormattedMessage {...messages.title} />}>
      <MicrocartBody />
    </Sidebar>
  );
}

/**
 * What the open microcart shows: lines with thumbnail, options, quantity and removal, the totals, the discount code,
 * and the ways to the cart page and the checkout. Each opening sends view_cart.
 */
const MicrocartBody = observer(function MicrocartBody() {
  const { cart, ui, env } = useStores();
  const storeCode = env.storeView.storeCode;
  const close = () => ui.closeSidebar();

  useCartOpened(cart);

  if (!cart.isLoaded && cart.isEmpty) return <CartLoading />;
  if (cart.isEmpty) {
    return (
      <div className="microcart">
        <OfflineNote />
        <EmptyCart onNavigate={close} />
      </div>
    );
  }
  return (
    <div className="microcart">
      <p className="microcart__count">
        <FormattedMessage {...messages.itemCount} values={{ count: cart.totalQuantity }} />
      </p>
      <OfflineNote />
      <CartLines compact />
      <div className="microcart__summary">
        <CouponForm />
        <CartTotals />
        <div className="microcart__actions">
          <ShopLink className="button button--primary" to={withStorePrefix(storeCode, '/checkout/')} onClick={close}>
            <FormattedMessage {...messages.checkout} />
          </ShopLink>
          <ShopLink className="button button--secondary" to={withStorePrefix(storeCode, '/winkelwagen/')} onClick={close}>
            <FormattedMessage {...messages.goToCart} />
          </ShopLink>
        </div>
      </div>
    </div>
  );
});

export default Microcart;
