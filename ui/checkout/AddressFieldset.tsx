import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Field, TextField } from '../components/Field';
import { type AddressField, type AddressFields, type FieldErrors } from './checkout-form';
import { messages } from './messages';
import { fieldId, useFieldError } from './use-field-error';

/** Countries the shop delivers to (the shipping methods' countries). */
export const COUNTRIES = ['NL', 'BE', 'DE', 'AT', 'LU', 'FR', 'DK'] as const;

interface Props {
  readonly prefix: 'shipping' | 'payment';
  readonly address: AddressFields;
  readonly errors: FieldErrors;
  readonly onChange: (field: AddressField, value: string) => void;
  /** Postcode + house number lookup (NL only): looks up when both are filled and the postcode field is left. */
  readonly onLookUp?: () => void;
  readonly lookUpStatus?: string | undefined;
}

/** The address fields of cart spec §3 (names, country, postcode, house number and addition, street, city, region, phone). */
export const AddressFieldset = observer(function AddressFieldset({ prefix, address, errors, onChange, onLookUp, lookUpStatus }: Props) {
  const intl = useIntl();
  const error = useFieldError(errors);
  const text = (
    field: AddressField,
    label: string,
    autoComplete: string,
    extra: { required?: boolean; type?: string; inputMode?: 'tel' | 'numeric' | 'text'; className?: string } = {},
  ) => (
    <TextField
      id={fieldId(prefix, field)}
      label={label}
      value={address[field] ?? ''}
      error={error(field)}
      required={extra.required ?? true}
      autoComplete={`${prefix === 'shipping' ? 'shipping' : 'billing'} ${autoComplete}`}
      type={extra.type ?? 'text'}
      inputMode={extra.inputMode}
      className={extra.className}
      onChange={(e) => onChange(field, e.target.value)}
      onBlur={field === 'zipCode' || field === 'apartmentNumber' ? onLookUp : undefined}
    />
  );
  return (
    <div className="checkout-grid">
      {text('firstName', intl.formatMessage(messages.firstName), 'given-name')}
      {text('lastName', intl.formatMessage(messages.lastName), 'family-name')}
      <Field id={fieldId(prefix, 'country')} label={intl.formatMessage(messages.country)} error={error('country')} required className="checkout-grid__full">
        {(control) => (
          <select
            className="input select"
            value={address.country}
            autoComplete={`${prefix === 'shipping' ? 'shipping' : 'billing'} country`}
            onChange={(e) => onChange('country', e.target.value)}
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
      {text('zipCode', intl.formatMessage(messages.zipCode), 'postal-code')}
      <div className="checkout-grid__pair">
        {text('apartmentNumber', intl.formatMessage(messages.houseNumber), 'address-line2', { inputMode: 'text' })}
        {text('affix', intl.formatMessage(messages.affix), 'address-line3', { required: false })}
      </div>
      {lookUpStatus !== undefined && (
        <p className="checkout-grid__full checkout-note" role="status">
          {lookUpStatus}
        </p>
      )}
      {text('streetAddress', intl.formatMessage(messages.street), 'address-line1', { className: 'checkout-grid__full' })}
      {text('city', intl.formatMessage(messages.city), 'address-level2')}
      {text('state', intl.formatMessage(messages.region), 'address-level1', { required: false })}
      {text('phoneNumber', intl.formatMessage(messages.phone), 'tel', { type: 'tel', inputMode: 'tel', className: 'checkout-grid__full' })}
    </div>
  );
});
