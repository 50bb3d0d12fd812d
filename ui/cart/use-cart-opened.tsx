import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { type CartStore } from './cart.store';
import { messages } from './messages';

/**
 * A screen that shows the whole cart (the cart page, the microcart): starts it, sends view_cart once for this opening
 * (the mounted screen; StrictMode's second effect run keeps it), checks each line's stock.
 */
export function useCartOpened(cart: CartStore): void {
  const [opening] = useState(() => ({}));
  useEffect(() => {
    cart.trackView(opening);
    cart.start().then(
      () => void cart.checkStock(),
      () => undefined,
    );
  }, [cart, opening]);
}

/** What a cart screen shows while the cart kept on this device is read. */
export function CartLoading() {
  return (
    <p className="cart-loading" role="status">
      <FormattedMessage {...messages.loading} />
    </p>
  );
}
