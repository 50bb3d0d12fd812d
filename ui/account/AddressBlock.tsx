import { type Address } from '../../domain/account/types';

/** A saved address as the account pages show it: name, street, postcode and city, country. */
export function AddressBlock({ address }: { readonly address: Address }) {
  return (
    <address className="account-address">
      {address.firstname !== undefined && (
        <>
          {address.firstname} {address.lastname}
          <br />
        </>
      )}
      {address.street.filter((line) => line !== '').join(' ')}
      <br />
      {address.postcode} {address.city}
      <br />
      {address.country_id}
    </address>
  );
}
