import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { checkProfileForm } from './profile-form';

describe('cart §3/§5: the details form (firstname, lastname, email)', () => {
  it('cart §5: "name at least 3 letters (some store views 1 or 2)" and "valid email"', () => {
    expect(checkProfileForm({ firstname: ' Anna ', lastname: 'de Vries', email: 'anna@example.com ' })).toEqual({
      ok: true,
      value: { firstname: 'Anna', lastname: 'de Vries', email: 'anna@example.com' },
    });
    expect(checkProfileForm({ firstname: 'An', lastname: '', email: 'anna@' })).toEqual({
      ok: false,
      error: { firstname: 'name-too-short', lastname: 'field-required', email: 'invalid-email' },
    });
    expect(checkProfileForm({ firstname: 'An', lastname: 'Li', email: 'a@b.nl' }, 2).ok).toBe(true);
  });

  test.prop([fc.string(), fc.string(), fc.emailAddress()])('valid exactly when each field passes its own rule', (firstname, lastname, email) => {
    const result = checkProfileForm({ firstname, lastname, email });
    const namesOk = [...firstname.trim()].length >= 3 && [...lastname.trim()].length >= 3;
    if (!namesOk) expect(result.ok).toBe(false);
    if (result.ok) expect(result.value.firstname).toBe(firstname.trim());
  });
});
