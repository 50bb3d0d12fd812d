import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { type CartStore } from './cart.store';
import { messages } from './messages';

/** A screen that shows the whole cart (the cart page, the microcart): starts it, sends view_cart, checks each line's stock. */
export function useCartOpened(cart: CartStore): void {
  useEffect(() => {
    cart.trackView();
    cart.start().then(
      () => void cart.checkStock(),
      () => undefined,
    );
  }, [cart]);
}

/** What a cart screen shows while the cart kept on this device is read. */
export function CartLoading() {
  return (
    <p className="cart-loading" role="status">
      <FormattedMessage {...messages.loading} />
    </p>
  );
}
