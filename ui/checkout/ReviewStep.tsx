import { observer } from 'mobx-react-lite';
import { type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStores } from '../app/stores-context';
import { FieldErrorText } from './FieldErrorText';
import { type CheckoutStore } from './checkout.store';
import { messages } from './messages';
import { fieldId, focusField, useFieldError } from './use-field-error';

interface Props {
  readonly checkout: CheckoutStore;
  readonly onPlace: () => Promise<void>;
}

/** Step 4: the terms and privacy statement (their modals), accepting the terms, and placing the order. */
export const ReviewStep = observer(function ReviewStep({ checkout, onPlace }: Props) {
  const intl = useIntl();
  const { modals } = useStores();
  const error = useFieldError(checkout.form.errors);
  const busy = checkout.status === 'placing' || checkout.status === 'redirecting';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await onPlace();
    if (checkout.form.errors.terms !== undefined) focusField(fieldId('review', 'terms'));
  };
  const termsError = error('terms');
  return (
    <form className="checkout-form" noValidate onSubmit={(e) => void submit(e)}>
      <div className={`field field--checkbox ${termsError ? 'field--invalid' : ''}`}>
        <div className="checkbox">
          <input
            className="checkbox__input"
            type="checkbox"
            id={fieldId('review', 'terms')}
            checked={checkout.form.termsAccepted}
            aria-label={`${intl.formatMessage(messages.termsBefore)} ${intl.formatMessage(messages.termsLink)} ${intl.formatMessage(messages.termsAnd)} ${intl.formatMessage(messages.privacyLink)}`}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={`${fieldId('review', 'terms')}-error`}
            onChange={(e) => checkout.form.setTermsAccepted(e.target.checked)}
          />
          <span className="checkbox__label">
            <label htmlFor={fieldId('review', 'terms')}>
              <FormattedMessage {...messages.termsBefore} />
            </label>{' '}
            <button type="button" className="button button--link" onClick={() => modals.open('terms-and-conditions')}>
              {intl.formatMessage(messages.termsLink)}
            </button>{' '}
            <FormattedMessage {...messages.termsAnd} />{' '}
            <button type="button" className="button button--link" onClick={() => modals.open('privacy-statement')}>
              {intl.formatMessage(messages.privacyLink)}
            </button>
          </span>
        </div>
        <FieldErrorText id={`${fieldId('review', 'terms')}-error`} error={termsError} />
      </div>
      <button type="submit" className="button button--primary button--large checkout-form__submit" disabled={busy} aria-describedby="checkout-progress">
        <FormattedMessage {...messages.placeOrder} />
      </button>
      <p id="checkout-progress" className="checkout-note" role="status">
        {checkout.status === 'placing' && <FormattedMessage {...messages.placing} />}
        {checkout.status === 'redirecting' && <FormattedMessage {...messages.redirecting} />}
      </p>
    </form>
  );
});
