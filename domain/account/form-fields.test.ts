import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { canLookUpPostcode, checkEmail, checkName, checkPhone, checkPostcode, checkRequired, checkTaxId, checkTermsAccepted, isEmail } from './form-fields';
import { accountMessages } from './messages';

describe('cart §5: form fields', () => {
  it('cart §5: "name at least 3 letters (some store views 1 or 2)"', () => {
    expect(checkName('Jo')).toEqual({ ok: false, error: 'name-too-short' });
    expect(checkName(' Jan ')).toEqual({ ok: true, value: 'Jan' });
    expect(checkName('Jo', 2)).toEqual({ ok: true, value: 'Jo' });
    expect(checkName('J', 1).ok).toBe(true);
    expect(checkName('  ')).toEqual({ ok: false, error: 'field-required' });
  });

  it('cart §5: "tax id at least 3 letters, postcode at least 3 letters"', () => {
    expect(checkPostcode('12')).toEqual({ ok: false, error: 'postcode-too-short' });
    expect(checkPostcode('1012 AB').ok).toBe(true);
    expect(checkTaxId('NL')).toEqual({ ok: false, error: 'tax-id-too-short' });
    expect(checkTaxId('NL8').ok).toBe(true);
    expect(checkTaxId('')).toEqual({ ok: false, error: 'field-required' });
  });

  it('cart §5: "valid email, valid phone" and "Fields are required"', () => {
    expect(checkEmail('klant@example.nl')).toEqual({ ok: true, value: 'klant@example.nl' });
    expect(checkEmail('klant@example')).toEqual({ ok: false, error: 'invalid-email' });
    expect(checkEmail('kl ant@example.nl').ok).toBe(false);
    expect(checkEmail('')).toEqual({ ok: false, error: 'field-required' });
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@@b.co')).toBe(false);
    expect(isEmail('klant@example.nl x')).toBe(false);
    expect(isEmail('klant@.example.nl')).toBe(false);
    expect(isEmail('klant@example..nl')).toBe(false);
    expect(isEmail('@example.nl')).toBe(false);
    expect(checkPhone('0612345678x')).toEqual({ ok: false, error: 'invalid-phone' });
    expect(checkPhone('x0612345678')).toEqual({ ok: false, error: 'invalid-phone' });
    expect(checkPhone('123456').ok).toBe(true);
    expect(checkPhone('123456789012345').ok).toBe(true);
    expect(checkPhone('+31 (0)20-123 4567')).toEqual({ ok: true, value: '+31 (0)20-123 4567' });
    expect(checkPhone('12345')).toEqual({ ok: false, error: 'invalid-phone' });
    expect(checkPhone('1234567890123456')).toEqual({ ok: false, error: 'invalid-phone' });
    expect(checkPhone('06-abc-12345')).toEqual({ ok: false, error: 'invalid-phone' });
    expect(checkPhone(' ')).toEqual({ ok: false, error: 'field-required' });
    expect(checkRequired(' x ')).toEqual({ ok: true, value: 'x' });
    expect(checkRequired('')).toEqual({ ok: false, error: 'field-required' });
  });

  it('cart §5: "terms and conditions must be accepted (\'You must accept the terms and conditions.\')"', () => {
    expect(checkTermsAccepted(false)).toEqual({ ok: false, error: 'terms-not-accepted' });
    expect(checkTermsAccepted(true)).toEqual({ ok: true, value: true });
    expect(accountMessages['terms-not-accepted']).toBe('You must accept the terms and conditions.');
  });

  it('cart §5: "Postcode lookup is allowed only for country NL"', () => {
    expect(canLookUpPostcode('NL')).toBe(true);
    expect(canLookUpPostcode('nl')).toBe(true);
    expect(canLookUpPostcode('DE')).toBe(false);
  });
});

describe('cart §5: form field properties', () => {
  test.prop([fc.string(), fc.integer({ min: 1, max: 3 })])(
    'a name passes exactly when it has at least the minimum of non-space-trimmed characters',
    (name, min) => {
      expect(checkName(name, min).ok).toBe([...name.trim()].length >= min);
    },
  );

  test.prop([fc.emailAddress()])('generated e-mail addresses with a dotted domain are valid', (email) => {
    fc.pre(
      /@[^@]+\.[^@.]+$/.test(email) &&
        !email
          .split('@')[1]!
          .split('.')
          .some((p) => p === ''),
    );
    expect(checkEmail(email).ok).toBe(true);
  });

  test.prop([fc.string()])('no text with a space inside or without @ is an e-mail address', (text) => {
    if (!text.trim().includes('@') || /\s/.test(text.trim())) expect(isEmail(text)).toBe(false);
  });

  test.prop([fc.stringMatching(/^\+?[0-9]{6,15}$/)])('6 to 15 digits with an optional plus are a phone number', (phone) => {
    expect(checkPhone(phone).ok).toBe(true);
  });
});
