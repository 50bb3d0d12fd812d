import { checkEmail, checkName, checkRequired } from '../../domain/account/form-fields';
import { checkNewPassword } from '../../domain/account/password';
import { type FieldErrors, type FieldError } from '../checkout/checkout-form';

export type AuthMode = 'login' | 'register' | 'forgot';

export interface AuthValues {
  readonly email: string;
  readonly password: string;
  readonly repeatPassword: string;
  readonly firstName: string;
  readonly lastName: string;
}

export const emptyAuthValues: AuthValues = { email: '', password: '', repeatPassword: '', firstName: '', lastName: '' };

/**
 * The fields each form needs, checked with the spec's rules (cart spec §5): e-mail, the password rules, names of at
 * least the store view's `nameMin` letters.
 */
export function validateAuth(mode: AuthMode, values: AuthValues, nameMin: number): FieldErrors {
  const errors: Record<string, FieldError> = {};
  const email = checkEmail(values.email);
  if (!email.ok) errors.email = { id: email.error };
  if (mode === 'login') {
    const password = checkRequired(values.password);
    if (!password.ok) errors.password = { id: password.error };
  }
  if (mode === 'register') {
    for (const field of ['firstName', 'lastName'] as const) {
      const name = checkName(values[field], nameMin);
      if (!name.ok) errors[field] = { id: name.error, ...(name.error === 'name-too-short' ? { params: { min: nameMin } } : {}) };
    }
    const password = checkNewPassword(values.password);
    if (!password.ok) errors.password = { id: password.error };
    if (values.repeatPassword === '') errors.repeatPassword = { id: 'field-required' };
    else if (values.repeatPassword !== values.password) errors.repeatPassword = { id: 'passwords-not-identical' };
  }
  return errors;
}

/** The new password of the reset form: the password rules and an identical repeat (cart spec §5). */
export function validateNewPassword(password: string, repeat: string): FieldErrors {
  const errors: Record<string, FieldError> = {};
  const checked = checkNewPassword(password);
  if (!checked.ok) errors.password = { id: checked.error };
  if (repeat === '') errors.repeatPassword = { id: 'field-required' };
  else if (repeat !== password) errors.repeatPassword = { id: 'passwords-not-identical' };
  return errors;
}
