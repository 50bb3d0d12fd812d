import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { defaultFirst } from '../../domain/account/address-book';
import { type Address, type Profile } from '../../domain/account/types';
import { useStores } from '../app/stores-context';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { type AccountContext } from './account-context';
import { deleteAddress, setDefaultAddress } from './address-book.store';
import { AddressBlock } from './AddressBlock';
import { messages } from './messages';

const short = (address: Address) => [address.street.filter(Boolean).join(' '), address.city].filter(Boolean).join(', ');

/** The saved addresses, the default first, with add, edit, delete and make default (cart spec §2 account addresses). */
export const AddressesSection = observer(function AddressesSection({ profile, context }: { readonly profile: Profile; readonly context: AccountContext }) {
  const { modals } = useStores();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Address | undefined>(undefined);
  const run = async (work: () => Promise<boolean>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const remove = (address: Address) => {
    setAsking(undefined);
    void run(() => deleteAddress(context, profile, address));
  };
  const addresses = defaultFirst(profile.addresses);
  return (
    <section className="account__block" aria-labelledby="account-addresses">
      <div className="account__block-head">
        <h2 id="account-addresses">
          <FormattedMessage {...messages.addresses} />
        </h2>
        <button type="button" className="button button--secondary" onClick={() => modals.open('account-addresses', {})}>
          <FormattedMessage {...messages.addAddress} />
        </button>
      </div>
      {addresses.length === 0 ? (
        <p>
          <FormattedMessage {...messages.noAddresses} />
        </p>
      ) : (
        <ul className="account-addresses" aria-busy={busy}>
          {addresses.map((address, index) => (
            <li key={String(address.address_id ?? index)}>
              {address.is_default === '1' && (
                <p className="account-addresses__default">
                  <FormattedMessage {...messages.defaultAddress} />
                </p>
              )}
              <AddressBlock address={address} />
              <div className="account-addresses__actions">
                <button
                  type="button"
                  className="link-button"
                  aria-label={intl.formatMessage(messages.editAddressOf, { address: short(address) })}
                  onClick={() => modals.open('account-addresses', { address })}
                >
                  <FormattedMessage {...messages.editAddress} />
                </button>
                {address.is_default !== '1' && (
                  <button
                    type="button"
                    className="link-button"
                    disabled={busy}
                    aria-label={intl.formatMessage(messages.makeDefaultOf, { address: short(address) })}
                    onClick={() => void run(() => setDefaultAddress(context, profile, address))}
                  >
                    <FormattedMessage {...messages.makeDefault} />
                  </button>
                )}
                <button
                  type="button"
                  className="link-button"
                  disabled={busy}
                  aria-label={intl.formatMessage(messages.deleteAddressOf, { address: short(address) })}
                  onClick={() => setAsking(address)}
                >
                  <FormattedMessage {...messages.deleteAddress} />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {asking !== undefined && (
        <ConfirmDialog
          question={intl.formatMessage(messages.confirmDelete, { address: short(asking) })}
          confirmLabel={intl.formatMessage(messages.deleteAddress)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          onConfirm={() => remove(asking)}
          onCancel={() => setAsking(undefined)}
        />
      )}
    </section>
  );
});
