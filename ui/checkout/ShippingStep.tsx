import { observer } from 'mobx-react-lite';
import { type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStores } from '../app/stores-context';
import { FieldErrorText } from './FieldErrorText';
import { AddressFieldset } from './AddressFieldset';
import { type CheckoutStore, type ServicePoint, methodKey } from './checkout.store';
import { messages } from './messages';
import { SavedAddresses } from './SavedAddresses';
import { fieldId, focusField, useFieldError } from './use-field-error';
import { usePrice } from './use-price';

/** Step 2: the shipping address (postcode lookup for NL, saved addresses) and the shipping method (service point). */
export const ShippingStep = observer(function ShippingStep({ checkout }: { readonly checkout: CheckoutStore }) {
  const intl = useIntl();
  const { modals } = useStores();
  const price = usePrice();
  const error = useFieldError(checkout.form.errors);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = await checkout.next();
    if (invalid !== undefined)
      focusField(invalid === 'shippingMethod' || invalid === 'servicePoint' ? fieldId('shipping', invalid) : fieldId('shipping', invalid));
  };
  const lookUp = checkout.form.postcodeLookup.shipping;
  const openServicePoints = () =>
    modals.open('service-points', {
      place: checkout.form.shipping.city || checkout.form.shipping.zipCode,
      country: checkout.form.shipping.country,
      choose: (point: ServicePoint) => {
        checkout.form.chooseServicePoint(point);
        focusField(fieldId('shipping', 'servicePoint'));
      },
    });
  return (
    <form className="checkout-form" noValidate onSubmit={(e) => void submit(e)}>
      <h3 className="checkout-form__legend">
        <FormattedMessage {...messages.shippingAddress} />
      </h3>
      <SavedAddresses addresses={checkout.form.savedAddresses} current={checkout.form.shipping} onUse={(i) => checkout.form.useSavedAddress('shipping', i)} />
      <AddressFieldset
        prefix="shipping"
        address={checkout.form.shipping}
        errors={checkout.form.errors}
        onChange={(field, value) => {
          checkout.form.setShipping(field, value);
          if (field === 'country') void checkout.methods.loadShippingMethods();
        }}
        onLookUp={() => {
          void checkout.lookUpPostcode('shipping');
          void checkout.methods.loadShippingMethods();
        }}
        lookUpStatus={
          lookUp === undefined
            ? undefined
            : lookUp.kind === 'found'
              ? intl.formatMessage(messages.addressFound, { street: lookUp.street, city: lookUp.city })
              : intl.formatMessage(messages.addressNotFound)
        }
      />
      <fieldset className="checkout-methods" aria-describedby={`${fieldId('shipping', 'shippingMethod')}-error`}>
        <legend className="checkout-form__legend" id={fieldId('shipping', 'shippingMethod')} tabIndex={-1}>
          <FormattedMessage {...messages.shippingMethod} />
        </legend>
        {checkout.methods.shippingMethods.map((method) => {
          const key = methodKey(method);
          return (
            <label key={key} className="checkout-method">
              <input
                type="radio"
                name="shippingMethod"
                value={key}
                checked={checkout.form.shipping.shippingMethod === key}
                onChange={() => checkout.form.setShipping('shippingMethod', key)}
              />
              <span className="checkout-method__title">{method.method_title}</span>
              <span className="checkout-method__price">
                {method.price_incl_tax.amount === 0 ? intl.formatMessage(messages.free) : price(method.price_incl_tax)}
              </span>
            </label>
          );
        })}
        <FieldErrorText id={`${fieldId('shipping', 'shippingMethod')}-error`} error={error('shippingMethod')} />
      </fieldset>
      {checkout.methods.needsServicePoint && (
        <div className="checkout-service-point">
          <h3 className="checkout-form__legend">
            <FormattedMessage {...messages.servicePoint} />
          </h3>
          {checkout.form.servicePoint !== undefined && (
            <p className="checkout-note">
              <strong>{checkout.form.servicePoint.name}</strong>, {checkout.form.servicePoint.address}
            </p>
          )}
          <button
            type="button"
            id={fieldId('shipping', 'servicePoint')}
            className="button button--secondary"
            aria-describedby={`${fieldId('shipping', 'servicePoint')}-error`}
            onClick={openServicePoints}
          >
            <FormattedMessage {...(checkout.form.servicePoint === undefined ? messages.chooseServicePoint : messages.changeServicePoint)} />
          </button>
          <FieldErrorText id={`${fieldId('shipping', 'servicePoint')}-error`} error={error('servicePoint')} />
        </div>
      )}
      <button type="submit" className="button button--primary checkout-form__submit">
        <FormattedMessage {...messages.continue} />
      </button>
    </form>
  );
});
