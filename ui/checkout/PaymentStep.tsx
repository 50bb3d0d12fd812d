import { observer } from 'mobx-react-lite';
import { type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Checkbox, TextField } from '../components/Field';
import { AddressFieldset } from './AddressFieldset';
import { type CheckoutStore } from './checkout.store';
import { FieldErrorText } from './FieldErrorText';
import { messages } from './messages';
import { SavedAddresses } from './SavedAddresses';
import { fieldId, focusField, useFieldError } from './use-field-error';
import { usePrice } from './use-price';

/** Step 3: the payment method (no cash on delivery for a virtual cart) and the billing address, company and VAT number. */
export const PaymentStep = observer(function PaymentStep({ checkout }: { readonly checkout: CheckoutStore }) {
  const intl = useIntl();
  const price = usePrice();
  const error = useFieldError(checkout.form.errors);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = await checkout.next();
    if (invalid !== undefined) focusField(fieldId('payment', invalid));
  };
  const lookUp = checkout.form.postcodeLookup.payment;
  return (
    <form className="checkout-form" noValidate onSubmit={(e) => void submit(e)}>
      <fieldset className="checkout-methods" aria-describedby={`${fieldId('payment', 'paymentMethod')}-error`}>
        <legend className="checkout-form__legend" id={fieldId('payment', 'paymentMethod')} tabIndex={-1}>
          <FormattedMessage {...messages.paymentMethod} />
        </legend>
        {checkout.methods.paymentMethods.map((method) => (
          <label key={method.code} className="checkout-method">
            <input
              type="radio"
              name="paymentMethod"
              value={method.code}
              checked={checkout.form.payment.paymentMethod === method.code}
              onChange={() => checkout.form.setPayment('paymentMethod', method.code)}
            />
            <span className="checkout-method__title">{method.title}</span>
            {method.cost_incl_tax.amount > 0 && <span className="checkout-method__price">+ {price(method.cost_incl_tax)}</span>}
          </label>
        ))}
        <FieldErrorText id={`${fieldId('payment', 'paymentMethod')}-error`} error={error('paymentMethod')} />
      </fieldset>
      {checkout.form.isCardPayment && (
        <p className="checkout-note">
          <FormattedMessage {...messages.cardRedirectInfo} />
        </p>
      )}
      <h3 className="checkout-form__legend">
        <FormattedMessage {...messages.billingAddress} />
      </h3>
      <Checkbox
        id={fieldId('payment', 'sameAsShipping')}
        label={intl.formatMessage(messages.sameAsShipping)}
        checked={checkout.form.sameAsShipping}
        onChange={(e) => checkout.form.setSameAsShipping(e.target.checked)}
      />
      {!checkout.form.sameAsShipping && (
        <>
          <SavedAddresses addresses={checkout.form.savedAddresses} current={checkout.form.payment} onUse={(i) => checkout.form.useSavedAddress('payment', i)} />
          <AddressFieldset
            prefix="payment"
            address={checkout.form.payment}
            errors={checkout.form.errors}
            onChange={(field, value) => checkout.form.setPayment(field, value)}
            onLookUp={() => void checkout.lookUpPostcode('payment')}
            lookUpStatus={
              lookUp === undefined
                ? undefined
                : lookUp.kind === 'found'
                  ? intl.formatMessage(messages.addressFound, { street: lookUp.street, city: lookUp.city })
                  : intl.formatMessage(messages.addressNotFound)
            }
          />
        </>
      )}
      <div className="checkout-grid">
        <TextField
          id={fieldId('payment', 'company')}
          label={intl.formatMessage(messages.company)}
          value={checkout.form.payment.company}
          autoComplete="organization"
          onChange={(e) => checkout.form.setPayment('company', e.target.value)}
        />
        <TextField
          id={fieldId('payment', 'taxId')}
          label={intl.formatMessage(messages.taxId)}
          value={checkout.form.payment.taxId}
          error={error('taxId')}
          onChange={(e) => checkout.form.setPayment('taxId', e.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary checkout-form__submit">
        <FormattedMessage {...messages.continue} />
      </button>
    </form>
  );
});
