import { FormattedMessage, useIntl } from 'react-intl';
import { PROMOTIONS } from '../../domain/catalog/constants';
import { NewsletterForm } from '../components/NewsletterForm';
import { type ModalProps } from './modal-types';
import { messages } from './messages';

/** The newsletter pop-up (catalogue spec §2, §9): it offers the 10 % coupon and signs up with the shared form. */
export default function NewsletterModal({ close, titleId }: ModalProps) {
  const intl = useIntl();
  const discount = intl.formatNumber(PROMOTIONS.newsletterCouponPercent / 100, { style: 'percent' });
  return (
    <div className="modal-content newsletter-modal">
      <p className="newsletter-modal__badge" aria-hidden="true">
        -{discount}
      </p>
      <h2 id={titleId} className="modal-content__title">
        <FormattedMessage {...messages.newsletterTitle} values={{ discount }} />
      </h2>
      <p className="modal-content__text">
        <FormattedMessage {...messages.newsletterBody} values={{ discount }} />
      </p>
      <NewsletterForm variant="modal" />
      <button type="button" className="link-button newsletter-modal__dismiss" onClick={close}>
        <FormattedMessage {...messages.newsletterNoThanks} />
      </button>
    </div>
  );
}
