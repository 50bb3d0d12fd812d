import { FormattedMessage } from 'react-intl';
import { type ModalProps } from '../modals/modal-types';
import { messages } from './messages';

/** The privacy statement modal (cart spec §2): what the checkout keeps, where, and the shopper's rights. */
export default function PrivacyModal({ close, titleId }: ModalProps) {
  return (
    <div className="modal-content legal">
      <h2 id={titleId} className="modal-content__title">
        <FormattedMessage {...messages.privacyTitle} />
      </h2>
      <p>
        <FormattedMessage {...messages.privacyData} />
      </p>
      <p>
        <FormattedMessage {...messages.privacyDevice} />
      </p>
      <p>
        <FormattedMessage {...messages.privacyRights} />
      </p>
      <button type="button" className="button button--primary" onClick={close}>
        <FormattedMessage {...messages.close} />
      </button>
    </div>
  );
}
