import { FormattedMessage } from 'react-intl';
import { ShopLink } from '../components/ShopLink';
import { messages } from './messages';

/** A return from the payment provider that this device did not start, or that was tampered with, is refused. */
export function ReturnRefused({ homePath }: { homePath: string }) {
  return (
    <section className="checkout-done" aria-labelledby="checkout-refused-title">
      <h1 id="checkout-refused-title" className="checkout-done__title">
        <FormattedMessage {...messages.returnRefusedTitle} />
      </h1>
      <p role="alert">
        <FormattedMessage {...messages.returnRefused} />
      </p>
      <ShopLink className="button button--primary" to={homePath}>
        <FormattedMessage {...messages.continueShopping} />
      </ShopLink>
    </section>
  );
}
