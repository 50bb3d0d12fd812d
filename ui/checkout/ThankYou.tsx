import { CircleCheck, CloudOff } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { type OrderReceipt } from '../../application/checkout/order-receipt';
import { useStores } from '../app/stores-context';
import { ShopLink } from '../components/ShopLink';
import { messages } from './messages';
import { OrderReceiptDetails } from './OrderReceiptDetails';
import { useOrderReceipt } from './use-order-receipt';

/** An order number or reference is read and copied as one word: it never breaks over two lines. */
function Reference({ value }: { readonly value: string | number }) {
  return <span className="checkout-done__reference">{value}</span>;
}

/** The message's id and English default, for values that are elements (its typed values name the plain string). */
const untyped = ({ id, defaultMessage }: { readonly id: string; readonly defaultMessage: string }) => ({ id, defaultMessage });

interface Props {
  readonly orderId: string;
  /** The receipt the checkout just made; without it (back from the payment provider) it is read from the device. */
  readonly receipt?: OrderReceipt;
  readonly email?: string;
  readonly paid?: boolean;
  readonly homePath: string;
}

/**
 * The thank-you page: the order number (the platform's increment id), what was ordered and where it goes, and what
 * happens next. An order queued offline says so, and changes to sent with its number once the connection is back.
 */
export const ThankYou = observer(function ThankYou({ orderId, receipt: given, email, paid, homePath }: Props) {
  const { connectivity } = useStores();
  const receipt = useOrderReceipt(orderId, given);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const queued = receipt?.status === 'queued';
  const mail = receipt?.email ?? email;
  return (
    <section className="checkout-done" aria-labelledby="checkout-done-title">
      {queued ? (
        <CloudOff aria-hidden="true" size={40} className="checkout-done__icon checkout-done__icon--queued" />
      ) : (
        <CircleCheck aria-hidden="true" size={40} className="checkout-done__icon" />
      )}
      <h1 id="checkout-done-title" ref={heading} tabIndex={-1} className="checkout-done__title">
        <FormattedMessage {...(queued ? messages.queuedTitle : messages.thankYouTitle)} />
      </h1>
      <div className="checkout-done__status" role="status">
        {receipt?.orderNumber !== undefined && (
          <p className="checkout-done__number">
            <FormattedMessage {...untyped(messages.orderNumberIs)} values={{ orderNumber: <Reference value={receipt.orderNumber} /> }} />
          </p>
        )}
        {queued && (
          <p className="checkout-message checkout-message--warning">
            <FormattedMessage {...(connectivity.offline ? messages.queuedInfo : messages.queuedSending)} /> <FormattedMessage {...messages.queuedNumberLater} />
          </p>
        )}
        {receipt === undefined && (
          <p>
            <FormattedMessage {...untyped(messages.orderNumber)} values={{ orderId: <Reference value={orderId} /> }} />
          </p>
        )}
      </div>
      {paid === true && (
        <p>
          <FormattedMessage {...messages.paidInfo} />
        </p>
      )}
      <section className="checkout-next" aria-labelledby="checkout-next-title">
        <h2 id="checkout-next-title" className="checkout-summary__title">
          <FormattedMessage {...messages.nextTitle} />
        </h2>
        <ol className="checkout-next__steps">
          {mail !== undefined && mail !== '' && (
            <li>
              <FormattedMessage {...messages.confirmationMail} values={{ email: mail }} />
            </li>
          )}
          <li>
            <FormattedMessage {...messages.nextShipping} />
          </li>
          <li>
            <FormattedMessage {...messages.nextReturns} />
          </li>
        </ol>
      </section>
      {receipt !== undefined && <OrderReceiptDetails receipt={receipt} />}
      <ShopLink className="button button--primary" to={homePath}>
        <FormattedMessage {...messages.continueShopping} />
      </ShopLink>
    </section>
  );
});
