import { describe, expect, it } from 'vitest';
import { type Notice } from '../../domain/notifications/types';
import { type UseCases } from '../../application/use-cases/shop-use-cases';
import { type AccountContext } from './account-context';
import { PasswordStore } from './password.store';

function context(answer: { ok: true; value: Notice } | { ok: false; error: { kind: 'offline'; notice: Notice } }) {
  const notices: Notice[] = [];
  const calls: unknown[] = [];
  const useCases = { changePassword: { execute: async (...args: unknown[]) => (calls.push(args), answer) } } as unknown as UseCases;
  const ctx: AccountContext = {
    useCases,
    storeCode: 'en',
    token: () => 'tok',
    loyaltySession: () => ({ hasProfile: true }),
    notify: (n) => notices.push(n),
    syncSession: () => undefined,
  };
  return { ctx, notices, calls };
}

describe('the change-password drawer (cart spec §5)', () => {
  it("keeps confirm disabled while invalid, shows a field's error once left, and closes and clears after a change", async () => {
    const w = context({ ok: true, value: { type: 'success', message: 'password-changed' } });
    let closed = 0;
    const store = new PasswordStore(w.ctx, () => (closed += 1));
    store.set('currentPassword', 'Winter2026!');
    store.set('newPassword', 'Summer2027!');
    store.set('repeatPassword', 'Summer2027');
    expect(store.canConfirm).toBe(false);
    expect(store.errors).toEqual({});
    store.set('repeatPassword', 'Summer2027?');
    expect(store.errors).toEqual({ repeatPassword: 'passwords-not-identical' });
    store.leave('repeatPassword');
    expect(store.errors).toEqual({ repeatPassword: 'passwords-not-identical' });
    expect(await store.confirm()).toBe(false);
    expect(w.calls).toHaveLength(0);
    store.set('repeatPassword', 'Summer2027!');
    expect(store.canConfirm).toBe(true);
    expect(await store.confirm()).toBe(true);
    expect(w.notices).toEqual([{ type: 'success', message: 'password-changed' }]);
    expect(closed).toBe(1);
    expect(store.form).toEqual({ currentPassword: '', newPassword: '', repeatPassword: '' });
  });

  it('a refusal (offline) shows its notice and keeps what was typed', async () => {
    const w = context({ ok: false, error: { kind: 'offline', notice: { type: 'danger', message: 'password-change-offline' } } });
    const store = new PasswordStore(w.ctx, () => undefined);
    store.set('currentPassword', 'Winter2026!');
    store.set('newPassword', 'Summer2027!');
    store.set('repeatPassword', 'Summer2027!');
    expect(await store.confirm()).toBe(false);
    expect(w.notices).toEqual([{ type: 'danger', message: 'password-change-offline' }]);
    expect(store.form.newPassword).toBe('Summer2027!');
  });
});
