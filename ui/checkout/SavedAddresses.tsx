import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { type AddressFields, isSameAddress } from './checkout-form';
import { messages } from './messages';

interface Props {
  readonly addresses: readonly AddressFields[];
  readonly current: AddressFields;
  readonly onUse: (index: number) => void;
}

/** A signed-in customer's saved addresses, each to fill the form with one press. */
export const SavedAddresses = observer(function SavedAddresses({ addresses, current, onUse }: Props) {
  if (addresses.length === 0) return null;
  return (
    <fieldset className="checkout-saved">
      <legend className="checkout-saved__legend">
        <FormattedMessage {...messages.savedAddresses} />
      </legend>
      <ul className="checkout-saved__list">
        {addresses.map((address, index) => {
          const chosen = isSameAddress(address, current);
          return (
            <li
              key={`${address.zipCode}-${address.apartmentNumber}-${index}`}
              className={`checkout-saved__item ${chosen ? 'checkout-saved__item--chosen' : ''}`}
            >
              <address className="checkout-saved__address">
                {address.firstName} {address.lastName}
                <br />
                {address.streetAddress} {address.apartmentNumber}
                {address.affix ? ` ${address.affix}` : ''}
                <br />
                {address.zipCode} {address.city}
              </address>
              <button type="button" className="button button--secondary button--small" aria-pressed={chosen} onClick={() => onUse(index)}>
                <FormattedMessage {...messages.useAddress} />
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
});
