import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { type CartStore } from './cart.store';
import { messages } from './messages';

/** One opening of a cart screen (a cart page view, a microcart opening) and whether its view_cart went out. */
export interface CartOpening {
  sent: boolean;
}

/** view_cart once per opening, counted once: an effect that runs again (React's StrictMode) sends nothing more. */
export function trackOpening(cart: Pick<CartStore, 'trackView'>, opening: CartOpening): void {
  if (opening.sent) return;
  opening.sent = true;
  cart.trackView();
}

/** A screen that shows the whole cart (the cart page, the microcart): starts it, sends view_cart once, checks each line's stock. */
export function useCartOpened(cart: CartStore): void {
  const [opening] = useState<CartOpening>(() => ({ sent: false }));
  useEffect(() => {
    trackOpening(cart, opening);
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
