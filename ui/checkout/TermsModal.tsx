import { FormattedMessage } from 'react-intl';
import { type ModalProps } from '../modals/modal-types';
import { messages } from './messages';

/** The terms and conditions modal (cart spec §2): ordering, returns within 30 days, payment and delivery. */
export default function TermsModal({ close, titleId }: ModalProps) {
  return (
    <div className="modal-content legal">
      <h2 id={titleId} className="modal-content__title">
        <FormattedMessage {...messages.termsTitle} />
      </h2>
      <p>
        <FormattedMessage {...messages.termsOrder} />
      </p>
      <p>
        <FormattedMessage {...messages.termsReturns} />
      </p>
      <p>
        <FormattedMessage {...messages.termsPayment} />
      </p>
      <p>
        <FormattedMessage {...messages.termsDelivery} />
      </p>
      <button type="button" className="button button--primary" onClick={close}>
        <FormattedMessage {...messages.close} />
      </button>
    </div>
  );
}
