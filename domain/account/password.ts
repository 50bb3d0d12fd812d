import { err, ok, type Result } from '../shared/result';
import type { AccountMessageId } from './messages';

/** Password minimum length and number of character classes (cart spec §9). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_CLASSES = 3;

export type NewPasswordFailure = 'new-password-required' | 'password-too-short' | 'password-too-few-classes';

/** How many of the four classes the password uses: lower case, upper case, digits, special characters (cart spec §5). */
export function characterClasses(password: string): number {
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u];
  return classes.filter((c) => c.test(password)).length;
}

/** New password: required, at least 8 characters, at least 3 of 4 character classes (cart spec §5). */
export function checkNewPassword(password: string): Result<string, NewPasswordFailure> {
  if (password === '') return err('new-password-required');
  if ([...password].length < PASSWORD_MIN_LENGTH) return err('password-too-short');
  if (characterClasses(password) < PASSWORD_MIN_CLASSES) return err('password-too-few-classes');
  return ok(password);
}

export interface PasswordChangeForm {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly repeatPassword: string;
}

export type PasswordFieldErrors = Partial<Record<keyof PasswordChangeForm, AccountMessageId>>;

/** The change-password form: current required, new password rules, repeat required and identical (cart spec §5). */
export function checkPasswordChange(form: PasswordChangeForm): Result<PasswordChangeForm, PasswordFieldErrors> {
  const errors: { -readonly [K in keyof PasswordChangeForm]?: AccountMessageId } = {};
  if (form.currentPassword === '') errors.currentPassword = 'current-password-required';
  const next = checkNewPassword(form.newPassword);
  if (!next.ok) errors.newPassword = next.error;
  if (form.repeatPassword === '') errors.repeatPassword = 'field-required';
  else if (form.repeatPassword !== form.newPassword) errors.repeatPassword = 'passwords-not-identical';
  return Object.keys(errors).length === 0 ? ok(form) : err(errors);
}

/** Changing the password is refused offline (cart spec §5). */
export function checkPasswordChangeAllowed(online: boolean): Result<true, 'password-change-offline'> {
  return online ? ok(true) : err('password-change-offline');
}
