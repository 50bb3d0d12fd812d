import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type AddressForm } from '../../domain/account/address-book';
import { type Address } from '../../domain/account/types';
import { useStores } from '../app/stores-context';
import { COUNTRIES } from '../checkout/AddressFieldset';
import { Checkbox, Field, TextField } from '../components/Field';
import { useDomainText } from '../i18n/domain/DomainText';
import { type ModalProps } from '../modals/modal-types';
import { AddressBookStore } from './address-book.store';
import { messages } from './messages';
import { useAccountContext } from './use-account-context';

export interface AddressesModalPayload {
  /** The address to edit; none to add one. */
  readonly address?: Address;
}

type TextFieldName = Exclude<keyof AddressForm, 'addressType' | 'isDefault' | 'countryId'>;

const textFields: readonly {
  readonly name: TextFieldName;
  readonly label: { readonly id: string; readonly defaultMessage: string };
  readonly autoComplete: string;
  readonly required: boolean;
}[] = [
  { name: 'firstname', label: messages.firstName, autoComplete: 'given-name', required: true },
  { name: 'lastname', label: messages.lastName, autoComplete: 'family-name', required: true },
  { name: 'streetAddress', label: messages.street, autoComplete: 'address-line1', required: true },
  { name: 'apartmentNumber', label: messages.houseNumber, autoComplete: 'address-line2', required: true },
  { name: 'affix', label: messages.affix, autoComplete: 'address-line3', required: false },
  { name: 'postcode', label: messages.postcode, autoComplete: 'postal-code', required: true },
  { name: 'city', label: messages.city, autoComplete: 'address-level2', required: true },
  { name: 'telephone', label: messages.telephone, autoComplete: 'tel', required: false },
];

/** The account addresses modal (cart spec §2): add or edit an address with the fields of cart spec §3. */
const AddressesModal = observer(function AddressesModal({ payload, close, titleId }: ModalProps<AddressesModalPayload>) {
  const { session, env } = useStores();
  const context = useAccountContext();
  const intl = useIntl();
  const text = useDomainText();
  const [store] = useState(() => new AddressBookStore(context, () => session.profile, payload?.address, env.storeView.tax.defaultCountry));
  const error = (field: keyof AddressForm) => {
    const id = store.errors[field];
    return id === undefined ? undefined : text(id, id === 'name-too-short' ? { min: store.nameMin } : undefined);
  };
  return (
    <form
      className="modal-content account-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void store.save().then((saved) => saved && close());
      }}
    >
      <h2 id={titleId} className="modal-content__title">
        <FormattedMessage {...(store.editing === undefined ? messages.addAddress : messages.editAddress)} />
      </h2>
      <div className="account-form__grid">
        {textFields.map((field) => (
          <TextField
            key={field.name}
            label={intl.formatMessage(field.label)}
            value={store.form[field.name]}
            error={error(field.name)}
            required={field.required}
            autoComplete={field.autoComplete}
            type={field.name === 'telephone' ? 'tel' : 'text'}
            onChange={(e) => store.set(field.name, e.target.value)}
          />
        ))}
        <Field label={intl.formatMessage(messages.country)} error={error('countryId')} required>
          {(control) => (
            <select
              className="input select"
              value={store.form.countryId}
              autoComplete="country"
              onChange={(e) => store.set('countryId', e.target.value)}
              {...control}
            >
              {COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {intl.formatDisplayName(code, { type: 'region' }) ?? code}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={intl.formatMessage(messages.addressType)}>
          {(control) => (
            <select
              className="input select"
              value={store.form.addressType}
              onChange={(e) => store.set('addressType', e.target.value === 'SHIPPING' ? 'SHIPPING' : 'DELIVERY')}
              {...control}
            >
              <option value="DELIVERY">{intl.formatMessage(messages.typeDelivery)}</option>
              <option value="SHIPPING">{intl.formatMessage(messages.typeShipping)}</option>
            </select>
          )}
        </Field>
      </div>
      <Checkbox label={intl.formatMessage(messages.useAsDefault)} checked={store.form.isDefault} onChange={(e) => store.set('isDefault', e.target.checked)} />
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={store.busy}>
          <FormattedMessage {...(store.busy ? messages.saving : messages.saveAddress)} />
        </button>
        <button type="button" className="button button--secondary" onClick={close}>
          <FormattedMessage {...messages.cancel} />
        </button>
      </div>
    </form>
  );
});

export default AddressesModal;
