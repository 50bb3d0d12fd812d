import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { messages } from './messages';

interface Props {
  readonly orderId: string;
  readonly email?: string;
  readonly queued?: boolean;
  readonly paid?: boolean;
  readonly homePath: string;
}

/** The thank-you page: the order reference, where the confirmation goes, and the way back to the shop. */
export function ThankYou({ orderId, email, queued, paid, homePath }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="checkout-done" aria-labelledby="checkout-done-title">
      <CircleCheck aria-hidden="true" size={40} className="checkout-done__icon" />
      <h1 id="checkout-done-title" ref={heading} tabIndex={-1} className="checkout-done__title">
        <FormattedMessage {...messages.thankYouTitle} />
      </h1>
      <p>
        <FormattedMessage {...messages.orderNumber} values={{ orderId }} />
      </p>
      {paid === true && (
        <p>
          <FormattedMessage {...messages.paidInfo} />
        </p>
      )}
      {queued === true && (
        <p className="checkout-message checkout-message--warning">
          <FormattedMessage {...messages.queuedInfo} />
        </p>
      )}
      {email !== undefined && email !== '' && (
        <p>
          <FormattedMessage {...messages.confirmationMail} values={{ email }} />
        </p>
      )}
      <Link className="button button--primary" to={homePath}>
        <FormattedMessage {...messages.continueShopping} />
      </Link>
    </section>
  );
}
