import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { accountMessages } from './messages';
import { characterClasses, checkNewPassword, checkPasswordChange, checkPasswordChangeAllowed } from './password';

describe('cart §5: passwords', () => {
  it('cart §5: "current password required (\'Field is required.\')" and "new password required (\'Field is required\')" — no full stop', () => {
    expect(checkPasswordChange({ currentPassword: '', newPassword: '', repeatPassword: '' })).toEqual({
      ok: false,
      error: { currentPassword: 'current-password-required', newPassword: 'new-password-required', repeatPassword: 'field-required' },
    });
    expect(accountMessages['current-password-required']).toBe('Field is required.');
    expect(accountMessages['new-password-required']).toBe('Field is required');
  });

  it('cart §5: "at least 8 characters (\'Password must have at least 8 letters.\')"', () => {
    expect(checkNewPassword('Ab1!xyz')).toEqual({ ok: false, error: 'password-too-short' });
    expect(checkNewPassword('Ab1!xyzw')).toEqual({ ok: true, value: 'Ab1!xyzw' });
    expect(accountMessages['password-too-short']).toBe('Password must have at least 8 letters.');
  });

  it('cart §5: new password without a digit or special character has only 2 classes and is refused', () => {
    expect(checkNewPassword('abcdefGH')).toEqual({ ok: false, error: 'password-too-few-classes' });
    expect(checkNewPassword('abcdefG1').ok).toBe(true);
    expect(checkNewPassword('abcdef1!').ok).toBe(true);
    expect(checkNewPassword('ABCDEF1!').ok).toBe(true);
    expect(checkNewPassword('12345678').ok).toBe(false);
    expect(characterClasses('aA1!')).toBe(4);
    expect(characterClasses('ééééÉÉ11')).toBe(3);
    expect(characterClasses('')).toBe(0);
    expect(accountMessages['password-too-few-classes']).toBe(
      'Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.',
    );
  });

  it('cart §5: "repeat required and identical to new (\'Passwords must be identical.\')"', () => {
    expect(checkPasswordChange({ currentPassword: 'old', newPassword: 'Secret12', repeatPassword: 'Secret13' })).toEqual({
      ok: false,
      error: { repeatPassword: 'passwords-not-identical' },
    });
    const form = { currentPassword: 'old', newPassword: 'Secret12', repeatPassword: 'Secret12' };
    expect(checkPasswordChange(form)).toEqual({ ok: true, value: form });
    expect(accountMessages['passwords-not-identical']).toBe('Passwords must be identical.');
  });

  it('cart §5: "Changing the password is refused offline: \'Reset password feature does not work while offline!\'"', () => {
    expect(checkPasswordChangeAllowed(false)).toEqual({ ok: false, error: 'password-change-offline' });
    expect(checkPasswordChangeAllowed(true)).toEqual({ ok: true, value: true });
    expect(accountMessages['password-change-offline']).toBe('Reset password feature does not work while offline!');
  });
});

const lower = fc.constantFrom(...'abcxyz');
const upper = fc.constantFrom(...'ABCXYZ');
const digit = fc.constantFrom(...'0189');
const special = fc.constantFrom(...'!@# _-');

describe('cart §5: password properties', () => {
  test.prop([fc.string({ unit: 'grapheme' })])('a password is accepted exactly when it has 8 characters and 3 classes', (pw) => {
    expect(checkNewPassword(pw).ok).toBe([...pw].length >= 8 && characterClasses(pw) >= 3);
  });

  test.prop([fc.array(fc.oneof(lower, upper, digit), { minLength: 8, maxLength: 20 })])('shuffling characters never changes the verdict', (chars) => {
    const pw = chars.join('');
    expect(checkNewPassword([...chars].reverse().join('')).ok).toBe(checkNewPassword(pw).ok);
  });

  test.prop([fc.tuple(lower, upper, digit, special), fc.array(lower, { minLength: 5, maxLength: 10 })])(
    'three classes and eight characters always pass',
    ([l, u, d, s], rest) => {
      expect(checkNewPassword(`${l}${u}${d}${rest.join('')}`).ok).toBe(true);
      expect(checkNewPassword(`${l}${s}${d}${rest.join('')}`).ok).toBe(true);
    },
  );

  test.prop([fc.string(), fc.string(), fc.string()])(
    'the form is valid only if each field passes its own rule',
    (currentPassword, newPassword, repeatPassword) => {
      const result = checkPasswordChange({ currentPassword, newPassword, repeatPassword });
      expect(result.ok).toBe(currentPassword !== '' && checkNewPassword(newPassword).ok && repeatPassword === newPassword);
    },
  );
});
