import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../domain/account/messages';
import { cartMessages } from '../../domain/cart/messages';
import { PortError } from '../ports/port-error';
import { ChangePassword } from './change-password';
import { CheckCustomerExists } from './check-customer-exists';
import { CreatePassword } from './create-password';
import { DeleteAddress } from './delete-address';
import { LoadOrderHistory } from './load-order-history';
import { Register } from './register';
import { RequestPasswordReset } from './request-password-reset';
import { SaveAddress } from './save-address';
import { accountWorld } from '../../testing/account-world';
import { UpdateProfile } from './update-profile';

const form = (currentPassword: string, newPassword = 'Another123!', repeatPassword = newPassword) => ({ currentPassword, newPassword, repeatPassword });

describe('ChangePassword (cart spec §5, §8)', () => {
  it('cart §8 "Offline password change": refused offline with \'Reset password feature does not work while offline!\'', async () => {
    const w = accountWorld();
    const { token } = await w.login();
    w.connectivity.setOnline(false);
    const result = await new ChangePassword(w.customer, w.connectivity).execute(token, form(w.password));
    expect(result).toEqual({ ok: false, error: { kind: 'offline', notice: { type: 'danger', message: 'password-change-offline' } } });
    expect(accountMessages['password-change-offline']).toBe('Reset password feature does not work while offline!');
    expect((await w.customer.login(w.email, w.password)).token).toBeDefined();
  });

  it('cart §8 "Success notices": \'Password has successfully been changed\' and the new password works', async () => {
    const w = accountWorld();
    const { token } = await w.login();
    const result = await new ChangePassword(w.customer, w.connectivity).execute(token, form(w.password));
    expect(result).toEqual({ ok: true, value: { type: 'success', message: 'password-changed' } });
    expect(accountMessages['password-changed']).toBe('Password has successfully been changed');
    expect((await w.customer.login(w.email, 'Another123!')).token).toBeDefined();
  });

  it('cart §8 "Change password non-200": the server message as an error notice', async () => {
    const w = accountWorld();
    const { token } = await w.login();
    const result = await new ChangePassword(w.customer, w.connectivity).execute(token, form('Wrong-password1'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.notice).toEqual({
      type: 'danger',
      message: 'server-message',
      params: { message: "The password doesn't match this account. Verify the password and try again." },
    });
    expect(cartMessages['server-message']).toBe('{message}');
  });

  it('checks the form first: weak and unequal passwords never reach the server', async () => {
    const w = accountWorld();
    const { token } = await w.login();
    const result = await new ChangePassword(w.customer, w.connectivity).execute(token, form(w.password, 'short', 'other'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('invalid');
    expect(result.error.fields).toEqual({ newPassword: 'password-too-short', repeatPassword: 'passwords-not-identical' });
    expect((await w.customer.login(w.email, w.password)).token).toBeDefined();
  });
});

describe('UpdateProfile (cart spec §5, §8)', () => {
  it('cart §8 "Success notices": \'Account data has successfully been updated\' with the updated profile', async () => {
    const w = accountWorld();
    const { token } = await w.login();
    const { profile } = await w.customer.me(token);
    const result = await new UpdateProfile(w.customer).execute(token, { ...profile, lastname: 'Jansen' });
    expect(result.ok && result.value.profile.lastname).toBe('Jansen');
    expect(result.ok && result.value.notice).toEqual({ type: 'success', message: 'account-updated' });
    expect(accountMessages['account-updated']).toBe('Account data has successfully been updated');
  });

  it('cart §8 "Profile update code 500": \'We could not update your account: \' followed by the server message', async () => {
    const w = accountWorld();
    const { token } = await w.login();
    const { profile } = await w.customer.me(token);
    w.customer.fail('updateProfile', new PortError('unavailable', 'should match format "email"', { status: 500 }));
    const result = await new UpdateProfile(w.customer).execute(token, profile);
    expect(result).toEqual({
      ok: false,
      error: { kind: 'unavailable', notice: { type: 'danger', message: 'account-update-failed', params: { message: 'should match format "email"' } } },
    });
    expect(accountMessages['account-update-failed'].replace('{message}', 'X')).toBe('We could not update your account: X');
  });

  it("cart §5 loyalty clean-up: with a date of birth, empty fields are dropped and an empty mobile number becomes '-'", async () => {
    const w = accountWorld();
    const { token } = await w.login();
    const { profile } = await w.customer.me(token);
    const result = await new UpdateProfile(w.customer).execute(token, { ...profile, external_id: '', mobile_number: '' });
    expect(result.ok && result.value.profile.mobile_number).toBe('-');
    expect(result.ok && result.value.profile.external_id).toBe(profile.external_id);
  });

  it('an expired token is a not-authorized failure for the session logic to handle', async () => {
    const w = accountWorld();
    const result = await new UpdateProfile(w.customer).execute('expired', { email: w.email });
    expect(!result.ok && result.error.kind).toBe('not-authorized');
  });
});

describe('addresses (cart spec §3, §5)', () => {
  it('a saved address gets the defaults and is found as the new one by its id; deleting removes it', async () => {
    const w = accountWorld();
    const { token } = await w.login();
    const { profile } = await w.customer.me(token);
    const saved = await new SaveAddress(w.customer).execute(token, profile, {
      street: ['Kalverstraat 2', '1'],
      city: 'Amsterdam',
      postcode: '1012PC',
      country_id: 'NL',
    });
    if (!saved.ok) throw new Error('not saved');
    expect(saved.value.added).toMatchObject({ street: ['Kalverstraat 2', '1'], is_default: '0', address_type: 'DELIVERY' });
    expect(saved.value.profile.addresses).toHaveLength(profile.addresses.length + 1);
    const deleted = await new DeleteAddress(w.customer).execute(token, saved.value.profile, saved.value.added?.address_id ?? 0);
    expect(deleted.ok && deleted.value.addresses).toEqual(profile.addresses);
  });
});

describe('LoadOrderHistory (cart spec §9: 20 a page, first page 1)', () => {
  it('answers the page, the total and the page count, newest first', async () => {
    const w = accountWorld();
    const { token } = await w.login();
    const result = await new LoadOrderHistory(w.customer).execute(token);
    if (!result.ok) throw new Error('failed');
    expect(result.value.page).toBe(1);
    expect(result.value.pageCount).toBe(1);
    expect(result.value.items.map((o) => o.increment_id)).toEqual(['000004', '000003', '000002', '000001']);
    const bad = await new LoadOrderHistory(w.customer).execute(token, 0);
    expect(bad.ok && bad.value.page).toBe(1);
  });
});

describe('Register, password reset, customer exists', () => {
  it('registers after the form rules and then knows the customer', async () => {
    const w = accountWorld();
    const exists = new CheckCustomerExists(w.customer);
    expect(await exists.execute('nieuw@example.com')).toEqual({ ok: true, value: false });
    const weak = await new Register(w.customer).execute({ email: 'nieuw@example.com', firstname: 'Nieuw', lastname: 'Klant' }, 'weak');
    expect(!weak.ok && weak.error.fields).toEqual({ password: 'password-too-short' });
    const done = await new Register(w.customer).execute({ email: 'nieuw@example.com', firstname: 'Nieuw', lastname: 'Klant' }, 'Secret123!');
    expect(done.ok).toBe(true);
    expect(await exists.execute('nieuw@example.com')).toEqual({ ok: true, value: true });
    expect(!(await exists.execute('no-email')).ok).toBe(true);
  });

  it("cart §5: the store view's name minimum holds at registration: Li Bo in nl, de and en, one letter only in en", async () => {
    const w = accountWorld();
    const register = new Register(w.customer);
    for (const store of ['nl', 'de', 'en'] as const) {
      expect((await register.execute({ email: `li.bo.${store}@example.com`, firstname: 'Li', lastname: 'Bo' }, 'Secret123!', store)).ok).toBe(true);
    }
    const o = await register.execute({ email: 'o.nl@example.com', firstname: 'Min', lastname: 'O' }, 'Secret123!', 'nl');
    expect(!o.ok && o.error.fields).toEqual({ lastname: 'name-too-short' });
    // The notice names the store view's minimum, so the form reads 'Name must have at least 2 letters.'.
    expect(!o.ok && o.error.notice).toEqual({ type: 'danger', message: 'name-too-short', params: { min: '2' } });
    expect((await register.execute({ email: 'o.en@example.com', firstname: 'Min', lastname: 'O' }, 'Secret123!', 'en')).ok).toBe(true);
  });

  it('resets a password with the mailed token; both steps are refused offline', async () => {
    const w = accountWorld();
    expect(await new RequestPasswordReset(w.customer, w.connectivity).execute(w.email)).toEqual({ ok: true, value: true });
    const resetToken = w.customer.mailedResetToken(w.email) ?? '';
    const created = await new CreatePassword(w.customer, w.connectivity).execute(w.email, 'Brandnew123!', resetToken);
    expect(created).toEqual({ ok: true, value: { type: 'success', message: 'password-changed' } });
    expect((await w.customer.login(w.email, 'Brandnew123!')).token).toBeDefined();
    w.connectivity.setOnline(false);
    expect(await new RequestPasswordReset(w.customer, w.connectivity).execute(w.email)).toMatchObject({ ok: false, error: { kind: 'offline' } });
    expect(await new CreatePassword(w.customer, w.connectivity).execute(w.email, 'Brandnew123!', 'x')).toMatchObject({ ok: false, error: { kind: 'offline' } });
  });

  it('an unknown address for a reset succeeds like a known one: the form tells nobody who has an account', async () => {
    const w = accountWorld();
    const reset = new RequestPasswordReset(w.customer, w.connectivity);
    expect(await reset.execute('nobody@example.com')).toEqual(await reset.execute('anna.devries@example.com'));
    expect(await reset.execute('nobody@example.com')).toEqual({ ok: true, value: true });
  });
});
