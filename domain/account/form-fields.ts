import { err, ok, type Result } from '../shared/result';

/** Minimum length of names, tax ids and postcodes (cart spec §5). */
export const NAME_MIN_LETTERS = 3;
export const POSTCODE_MIN_LENGTH = 3;
export const TAX_ID_MIN_LENGTH = 3;

export type FieldFailure =
  'field-required' | 'name-too-short' | 'postcode-too-short' | 'tax-id-too-short' | 'invalid-email' | 'invalid-phone' | 'terms-not-accepted';

const length = (text: string): number => [...text.trim()].length;

function minLength(value: string, min: number, failure: FieldFailure): Result<string, FieldFailure> {
  if (value.trim() === '') return err('field-required');
  return length(value) < min ? err(failure) : ok(value.trim());
}

/** Fields are required (cart spec §5). */
export function checkRequired(value: string): Result<string, FieldFailure> {
  return value.trim() === '' ? err('field-required') : ok(value.trim());
}

/** A name has at least 3 letters; a store view may set 1 or 2 (cart spec §5). */
export function checkName(name: string, minLetters: number = NAME_MIN_LETTERS): Result<string, FieldFailure> {
  return minLength(name, minLetters, 'name-too-short');
}

/** A postcode has at least 3 characters (cart spec §5). */
export function checkPostcode(postcode: string): Result<string, FieldFailure> {
  return minLength(postcode, POSTCODE_MIN_LENGTH, 'postcode-too-short');
}

/** A tax id has at least 3 characters (cart spec §5). */
export function checkTaxId(taxId: string): Result<string, FieldFailure> {
  return minLength(taxId, TAX_ID_MIN_LENGTH, 'tax-id-too-short');
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether text is a plausible e-mail address: one @, a dotted domain, no spaces. */
export function isEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}

/** A valid e-mail address (cart spec §5). */
export function checkEmail(email: string): Result<string, FieldFailure> {
  if (email.trim() === '') return err('field-required');
  return isEmail(email) ? ok(email.trim()) : err('invalid-email');
}

const PHONE = /^\+?[\d\s().-]+$/;

/** A valid phone: digits with an optional leading +, spaces, dots, dashes or brackets, 6 to 15 digits (cart spec §5). */
export function checkPhone(phone: string): Result<string, FieldFailure> {
  const trimmed = phone.trim();
  if (trimmed === '') return err('field-required');
  const digits = trimmed.replace(/\D/g, '').length;
  return PHONE.test(trimmed) && digits >= 6 && digits <= 15 ? ok(trimmed) : err('invalid-phone');
}

/** The terms and conditions must be accepted (cart spec §5). */
export function checkTermsAccepted(accepted: boolean): Result<true, FieldFailure> {
  return accepted ? ok(true) : err('terms-not-accepted');
}

/** Postcode lookup is allowed only for country NL (cart spec §5). */
export function canLookUpPostcode(countryId: string): boolean {
  return countryId.toUpperCase() === 'NL';
}
