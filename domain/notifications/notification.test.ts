import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { autoDismissAfter, dismissNotification, normaliseNotificationType, pushNotification, toNotification } from './notification';
import { notificationMessages } from './messages';
import type { Notice } from './types';

const notice = (message: string, type: Notice['type'] = 'success'): Notice => ({ type, message });

describe('cart §4: notifications', () => {
  it('cart §4: "Type must be one of secondary, info, success, warning, danger; otherwise it is danger"', () => {
    for (const t of ['secondary', 'info', 'success', 'warning', 'danger']) expect(normaliseNotificationType(t)).toBe(t);
    expect(normaliseNotificationType('error')).toBe('danger');
    expect(normaliseNotificationType(undefined)).toBe('danger');
    expect(toNotification({ type: 'bogus' as Notice['type'], message: 'm' }, 'n1').type).toBe('danger');
  });

  it('cart §4: "auto-dismiss after 5000 ms by default (unless hasNoTimeout)"', () => {
    const n = toNotification(notice('m'), 'n1');
    expect(n).toEqual({ type: 'success', message: 'm', id: 'n1', timeToLive: 5000 });
    expect(autoDismissAfter(n)).toBe(5000);
    expect(autoDismissAfter(toNotification({ ...notice('m'), hasNoTimeout: true }, 'n2'))).toBeUndefined();
    expect(autoDismissAfter(toNotification({ ...notice('m'), hasNoTimeout: false }, 'n3', 800))).toBe(800);
  });

  it("cart §4/§8: button labels 'OK', 'Proceed to checkout' and 'Log in'", () => {
    expect(notificationMessages).toEqual({ ok: 'OK', 'proceed-to-checkout': 'Proceed to checkout', 'log-in': 'Log in' });
  });

  it('cart §4: "a duplicate of the latest message is ignored"', () => {
    const a = toNotification(notice('a'), '1');
    const list = pushNotification([], a);
    expect(pushNotification(list, toNotification(notice('a'), '2'))).toBe(list);
    expect(pushNotification(list, toNotification(notice('a', 'warning'), '2'))).toHaveLength(2);
    expect(pushNotification(list, toNotification({ ...notice('a'), params: { n: 1 } }, '2'))).toHaveLength(2);
    const withB = pushNotification(list, toNotification(notice('b'), '3'));
    expect(pushNotification(withB, toNotification(notice('a'), '4')).map((n) => n.id)).toEqual(['1', '3', '4']);
    expect(dismissNotification(withB, '1').map((n) => n.id)).toEqual(['3']);
  });
});

describe('cart §4: notification properties', () => {
  test.prop([fc.string()])('any type normalises to one of the five', (t) => {
    expect(['secondary', 'info', 'success', 'warning', 'danger']).toContain(normaliseNotificationType(t));
  });

  test.prop([fc.array(fc.constantFrom('a', 'b', 'c'))])('no two neighbouring notifications carry the same message', (messages) => {
    const list = messages.reduce((l, m, i) => pushNotification(l, toNotification(notice(m), String(i))), [] as ReturnType<typeof pushNotification>);
    for (let i = 1; i < list.length; i++) expect(list[i]!.message).not.toBe(list[i - 1]!.message);
  });
});
