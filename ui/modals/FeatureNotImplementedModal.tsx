import { Hammer } from '../components/icons';
import { FormattedMessage } from 'react-intl';
import { type ModalProps } from './modal-types';
import { messages } from './messages';

/** Shown for a control whose feature the shop does not offer yet (catalogue spec §2, named modals). */
export default function FeatureNotImplementedModal({ close, titleId }: ModalProps) {
  return (
    <div className="modal-content modal-content--center">
      <Hammer aria-hidden="true" size={32} className="modal-content__icon" />
      <h2 id={titleId} className="modal-content__title">
        <FormattedMessage {...messages.featureTitle} />
      </h2>
      <p className="modal-content__text">
        <FormattedMessage {...messages.featureBody} />
      </p>
      <button type="button" className="button button--primary" onClick={close}>
        <FormattedMessage {...messages.featureOk} />
      </button>
    </div>
  );
}
