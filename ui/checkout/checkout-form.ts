import { checkEmail, checkName, checkPhone, checkPostcode, checkRequired, checkTaxId, checkTermsAccepted } from '../../domain/account/form-fields';
import { checkNewPassword } from '../../domain/account/password';
import { type Address, type Profile } from '../../domain/account/types';
import { type PaymentDetails, type PersonalDetails, type ShippingDetails } from '../../domain/checkout/types';
import { type Result } from '../../domain/shared/result';

/** A field's error: a domain message id (translated by the UI) and its parameters. */
export interface FieldError {
  readonly id: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type FieldErrors = Readonly<Record<string, FieldError>>;

export const CHECKOUT_STEPS = ['personal', 'shipping', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The address fields of the checkout state (cart spec §3), in the order the form shows them. */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'country',
  'zipCode',
  'apartmentNumber',
  'affix',
  'streetAddress',
  'city',
  'state',
  'phoneNumber',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressFields = Pick<ShippingDetails, AddressField>;

export const emptyPersonal = (): PersonalDetails => ({ firstName: '', lastName: '', emailAddress: '', password: '', createAccount: false });

export const emptyShipping = (country: string, shippingMethod = ''): ShippingDetails => ({
  firstName: '',
  lastName: '',
  country,
  streetAddress: '',
  apartmentNumber: '',
  affix: '',
  city: '',
  state: '',
  region_id: 0,
  zipCode: '',
  phoneNumber: '',
  shippingMethod,
});

export const emptyPayment = (country: string, paymentMethod = ''): PaymentDetails => {
  const { shippingMethod: _unused, ...address } = emptyShipping(country);
  return { ...address, company: '', taxId: '', paymentMethod, paymentMethodAdditional: {} };
};

function put(errors: Record<string, FieldError>, field: string, result: Result<unknown, string>, params?: FieldError['params']): void {
  if (!result.ok) errors[field] = { id: result.error, ...(result.error === 'name-too-short' && params ? { params } : {}) };
}

/** Personal details (cart spec §3, §5): names of at least `nameMin` letters, a valid e-mail; an account needs the password rules. */
export function validatePersonal(details: PersonalDetails, repeatPassword: string, nameMin: number): FieldErrors {
  const errors: Record<string, FieldError> = {};
  put(errors, 'firstName', checkName(details.firstName, nameMin), { min: nameMin });
  put(errors, 'lastName', checkName(details.lastName, nameMin), { min: nameMin });
  put(errors, 'emailAddress', checkEmail(details.emailAddress));
  if (details.createAccount) {
    put(errors, 'password', checkNewPassword(details.password));
    if (repeatPassword === '') errors.repeatPassword = { id: 'field-required' };
    else if (repeatPassword !== details.password) errors.repeatPassword = { id: 'passwords-not-identical' };
  }
  return errors;
}

/** An address of the checkout (cart spec §3, §5): every field required but affix and region; postcode, phone and names checked. */
export function validateAddress(address: AddressFields, nameMin: number): FieldErrors {
  const errors: Record<string, FieldError> = {};
  put(errors, 'firstName', checkName(address.firstName, nameMin), { min: nameMin });
  put(errors, 'lastName', checkName(address.lastName, nameMin), { min: nameMin });
  put(errors, 'country', checkRequired(address.country));
  put(errors, 'zipCode', checkPostcode(address.zipCode));
  put(errors, 'apartmentNumber', checkRequired(address.apartmentNumber));
  put(errors, 'streetAddress', checkRequired(address.streetAddress));
  put(errors, 'city', checkRequired(address.city));
  put(errors, 'phoneNumber', checkPhone(address.phoneNumber));
  return errors;
}

export function validateShipping(details: ShippingDetails, nameMin: number): FieldErrors {
  const errors: Record<string, FieldError> = { ...validateAddress(details, nameMin) };
  put(errors, 'shippingMethod', checkRequired(details.shippingMethod));
  return errors;
}

/** Payment details: the billing address (unless it is the shipping address), an optional tax id of 3+, a method. */
export function validatePayment(details: PaymentDetails, sameAsShipping: boolean, nameMin: number): FieldErrors {
  const errors: Record<string, FieldError> = sameAsShipping ? {} : { ...validateAddress(details, nameMin) };
  if (details.taxId.trim() !== '') put(errors, 'taxId', checkTaxId(details.taxId));
  put(errors, 'paymentMethod', checkRequired(details.paymentMethod));
  return errors;
}

export function validateTerms(accepted: boolean): FieldErrors {
  const errors: Record<string, FieldError> = {};
  put(errors, 'terms', checkTermsAccepted(accepted));
  return errors;
}

/** A discount code is letters, digits, dashes and underscores, 3 to 32 long; anything else is not a valid code. */
export function isDiscountCodeShaped(code: string): boolean {
  return /^[A-Za-z0-9_-]{3,32}$/.test(code.trim());
}

/** A customer's saved address as checkout address fields; street[1] holds the house number and its affix. */
export function addressFromSaved(address: Address, profile: Pick<Profile, 'firstname' | 'lastname'>): AddressFields {
  const [street = '', numberLine = ''] = address.street;
  const match = /^(\d+)\s*(.*)$/.exec(numberLine.trim());
  return {
    firstName: address.firstname ?? profile.firstname,
    lastName: address.lastname ?? profile.lastname,
    country: address.country_id,
    zipCode: address.postcode,
    apartmentNumber: match?.[1] ?? numberLine,
    affix: match?.[2] ?? '',
    streetAddress: street,
    city: address.city,
    state: address.region ?? '',
    phoneNumber: address.telephone ?? '',
  };
}

/** Whether the address fields equal a saved address (so the form shows that address as chosen). */
export function isSameAddress(a: AddressFields, b: AddressFields): boolean {
  return ADDRESS_FIELDS.every((field) => (a[field] ?? '').trim() === (b[field] ?? '').trim());
}
