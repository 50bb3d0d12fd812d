import { checkName, checkPhone, checkPostcode, checkRequired, type FieldFailure } from './form-fields';
import { streetLines, withAddressDefaults } from './address';
import { err, ok, type Result } from '../shared/result';
import type { Address, AddressType } from './types';

/** The address form of the account addresses modal (cart spec §2, §3): the street array is built from its parts. */
export interface AddressForm {
  readonly firstname: string;
  readonly lastname: string;
  readonly streetAddress: string;
  readonly apartmentNumber: string;
  readonly affix: string;
  readonly postcode: string;
  readonly city: string;
  readonly countryId: string;
  readonly telephone: string;
  readonly addressType: AddressType;
  readonly isDefault: boolean;
}

export type AddressFormErrors = Partial<Record<keyof AddressForm, FieldFailure>>;

/**
 * Checks the form by the rules of cart spec §5 (names at least `minNameLetters`, postcode at least 3, a valid phone
 * when given, street, number and city required) and builds the address: street [street line, number plus affix],
 * is_default '0' unless chosen, address_type DELIVERY unless SHIPPING (cart spec §3).
 */
export function addressFromForm(form: AddressForm, minNameLetters?: number): Result<Omit<Address, 'address_id'>, AddressFormErrors> {
  const errors: { -readonly [K in keyof AddressForm]?: FieldFailure } = {};
  const check = (field: keyof AddressForm, result: Result<unknown, FieldFailure>) => {
    if (!result.ok) errors[field] = result.error;
  };
  check('firstname', checkName(form.firstname, minNameLetters));
  check('lastname', checkName(form.lastname, minNameLetters));
  check('streetAddress', checkRequired(form.streetAddress));
  check('apartmentNumber', checkRequired(form.apartmentNumber));
  check('postcode', checkPostcode(form.postcode));
  check('city', checkRequired(form.city));
  check('countryId', checkRequired(form.countryId));
  if (form.telephone.trim() !== '') check('telephone', checkPhone(form.telephone));
  if (Object.keys(errors).length > 0) return err(errors);
  return ok(
    withAddressDefaults({
      firstname: form.firstname.trim(),
      lastname: form.lastname.trim(),
      street: streetLines(form.streetAddress, form.apartmentNumber, form.affix),
      postcode: form.postcode.trim().toUpperCase(),
      city: form.city.trim(),
      country_id: form.countryId.trim().toUpperCase(),
      ...(form.telephone.trim() === '' ? {} : { telephone: form.telephone.trim() }),
      address_type: form.addressType,
      is_default: form.isDefault ? '1' : '0',
    }),
  );
}

/** The form of a saved address: the street array split back into street line, number and affix. */
export function formFromAddress(address: Address): AddressForm {
  const [line = '', rest = ''] = address.street;
  const [number = '', ...affix] = rest.split(' ');
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    streetAddress: line,
    apartmentNumber: number,
    affix: affix.join(' '),
    postcode: address.postcode,
    city: address.city,
    countryId: address.country_id,
    telephone: address.telephone ?? '',
    addressType: address.address_type,
    isDefault: address.is_default === '1',
  };
}

const sameId = (a: Address, id: Address['address_id']) => a.address_id !== undefined && String(a.address_id) === String(id);

/** The address chosen as default of its type; every other address of that type stops being the default. */
export function makeDefault(addresses: readonly Address[], id: Address['address_id']): readonly Address[] {
  const chosen = addresses.find((a) => sameId(a, id));
  if (chosen === undefined) return addresses;
  return addresses.map((a) => (sameId(a, id) ? { ...a, is_default: '1' } : a.address_type === chosen.address_type ? { ...a, is_default: '0' } : a));
}

/** The list with one address replaced (same id), keeping a default chosen in it the only one of its type. */
export function replaceAddress(addresses: readonly Address[], address: Address): readonly Address[] {
  const replaced = addresses.map((a) => (sameId(a, address.address_id) ? address : a));
  return address.is_default === '1' ? makeDefault(replaced, address.address_id) : replaced;
}

/** The default address first, then the others in their order: how checkout and the account list them. */
export function defaultFirst(addresses: readonly Address[]): readonly Address[] {
  return [...addresses.filter((a) => a.is_default === '1'), ...addresses.filter((a) => a.is_default !== '1')];
}
