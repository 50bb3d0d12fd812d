import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import type { OfflineOrder } from '../orders/types';
import { offlineMessages } from './messages';
import { offlineOrdersOnReconnect } from './offline-orders';
import { fillTaskUrl, needsCartId } from './placeholders';
import { isJsonContentType, QUEUE_MAX_ATTEMPTS, taskOutcome, untransmitted } from './task-outcome';
import type { SyncTask } from './types';

const task = (extra: Partial<SyncTask> = {}): SyncTask => ({
  task_id: 1,
  url: '/api/cart/update?token={{token}}&cartId={{cartId}}',
  payload: { method: 'POST' },
  transmited: false,
  created_at: 10,
  updated_at: 10,
  acknowledged: false,
  silent: false,
  is_result_cacheable: false,
  ...extra,
});
const ctx = { hasToken: true, attempts: 0, maxAttempts: QUEUE_MAX_ATTEMPTS, nowMs: 99 };

describe('cart §5/§8: task placeholders', () => {
  it('cart §7: "The URL may hold a token and a cart id placeholder which are filled at execution time"', () => {
    expect(fillTaskUrl(task().url, { token: 'a b', cartId: 'Q1' })).toEqual({ ok: true, value: '/api/cart/update?token=a%20b&cartId=Q1' });
    expect(fillTaskUrl('/api/user/me?token={{token}}', {})).toEqual({ ok: true, value: '/api/user/me?token=' });
    expect(fillTaskUrl('/api/cart/pull?cartId={{cartId}}', { cartId: 42 })).toEqual({ ok: true, value: '/api/cart/pull?cartId=42' });
  });

  it("cart §8: a task needing a cart id when none exists → 'Error executing sync task ... Re-creating shopping cart synchro.'", () => {
    const missing = { ok: false, error: { kind: 'missing-cart-id', message: 'missing-cart-id', then: 'recreate-cart-and-retry' } };
    expect(fillTaskUrl(task().url, { token: 't' })).toEqual(missing);
    expect(fillTaskUrl(task().url, { token: 't', cartId: null })).toEqual(missing);
    expect(fillTaskUrl(task().url, { token: 't', cartId: '' })).toEqual(missing);
    expect(needsCartId('/x?cartId={{cartId}}')).toBe(true);
    expect(needsCartId('/x')).toBe(false);
    expect(offlineMessages['missing-cart-id']).toBe('Error executing sync task ... the required cartId argument is null. Re-creating shopping cart synchro.');
  });

  test.prop([fc.string(), fc.option(fc.string(), { nil: undefined }), fc.option(fc.oneof(fc.string({ minLength: 1 }), fc.nat()), { nil: undefined })])(
    'a filled URL never keeps a placeholder',
    (path, token, cartId) => {
      const filled = fillTaskUrl(`${path}?token={{token}}&cartId={{cartId}}`, { token, cartId });
      if (filled.ok) expect(filled.value.endsWith(`cartId=${encodeURIComponent(String(cartId))}`)).toBe(true);
      else expect(cartId).toBeUndefined();
    },
  );
});

describe('cart §4/§8: task outcomes', () => {
  it('cart §4: "On success the task is marked transmitted and its callback event fires"', () => {
    const outcome = taskOutcome(
      task({ callback_event: 'store:cart/servercartAfterItemUpdated' }),
      { resultCode: 200, result: { item_id: 1 }, meta: { refreshToken: 'r' } },
      ctx,
    );
    expect(outcome).toEqual({
      kind: 'transmitted',
      callbackEvent: 'store:cart/servercartAfterItemUpdated',
      task: expect.objectContaining({ transmited: true, updated_at: 99, result: { item_id: 1 }, resultCode: 200, meta: { refreshToken: 'r' } }),
    });
    expect(taskOutcome(task(), { code: 200, result: true }, ctx)).toEqual({ kind: 'transmitted', task: expect.objectContaining({ transmited: true }) });
    expect(taskOutcome(task(), { code: 200 }, ctx)).not.toHaveProperty('callbackEvent');
    expect(taskOutcome(task(), { code: 200 }, ctx)).toStrictEqual({
      kind: 'transmitted',
      task: { ...task(), transmited: true, updated_at: 99, result: undefined, resultCode: 200 },
    });
  });

  it('cart §4: "On 401 with a token: refresh, retry until the maximum attempts, then log out ... and clear untransmitted tasks"', () => {
    expect(taskOutcome(task(), { code: 401 }, ctx)).toEqual({ kind: 'refresh-token-and-retry' });
    expect(taskOutcome(task(), { code: 401 }, { ...ctx, attempts: 1 })).toEqual({ kind: 'log-out', clearUntransmitted: true, openSignup: true });
    expect(taskOutcome(task(), { code: 401, result: 'no' }, { ...ctx, hasToken: false }).kind).toBe('failed');
  });

  it('cart §8: "Task answered non-200 with a message: error notification, unless the task is silent or the code is ENOTFOUND"', () => {
    expect(taskOutcome(task(), { code: 500, result: 'Boom' }, ctx)).toEqual({
      kind: 'failed',
      notice: { type: 'danger', message: 'server-message', params: { message: 'Boom' }, action1: { label: 'ok', action: 'close' } },
    });
    expect(taskOutcome(task({ silent: true }), { code: 500, result: 'Boom' }, ctx)).toEqual({ kind: 'failed' });
    expect(taskOutcome(task(), { code: 'ENOTFOUND', result: 'getaddrinfo' }, ctx)).toEqual({ kind: 'failed' });
    expect(taskOutcome(task(), { code: 500, result: { x: 1 } }, ctx)).toEqual({ kind: 'failed' });
  });

  it('cart §9: "Queue limits: 1 attempt"; unsent tasks can be cleared', () => {
    expect(QUEUE_MAX_ATTEMPTS).toBe(1);
    expect(untransmitted([task({ task_id: 1 }), task({ task_id: 2, transmited: true })]).map((t) => t.task_id)).toEqual([1]);
  });

  it('cart §5: "A response without a JSON content type is an error"', () => {
    expect(isJsonContentType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/vnd.api+json')).toBe(true);
    expect(isJsonContentType('text/html')).toBe(false);
    expect(isJsonContentType('application/json ; charset=utf-8')).toBe(true);
    expect(isJsonContentType(null)).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
    expect(offlineMessages['bad-content-type']).toBe('Error with response - bad content-type!');
  });

  test.prop([fc.oneof(fc.integer({ min: 100, max: 599 }), fc.constant('ENOTFOUND')), fc.option(fc.string(), { nil: undefined }), fc.boolean(), fc.boolean()])(
    'a notice appears only for a non-200, non-401 answer with a message on a loud task that is not ENOTFOUND',
    (code, result, silent, hasToken) => {
      const outcome = taskOutcome(task({ silent }), { code, result }, { ...ctx, hasToken });
      const shown = outcome.kind === 'failed' && outcome.notice !== undefined;
      expect(shown).toBe(code !== 200 && !(code === 401 && hasToken) && result !== undefined && !silent && code !== 'ENOTFOUND');
    },
  );
});

describe('cart §4: offline orders on reconnect', () => {
  const order = (id: string, transmited: boolean): OfflineOrder => ({ id, order: {}, transmited, created_at: 1 });
  it('cart §4: "sent automatically (if automatic transmission is enabled or the current page is the thank-you page) or the user is asked to confirm"', () => {
    const orders = [order('a', false), order('b', true)];
    expect(offlineOrdersOnReconnect(orders, true, false)).toEqual({ kind: 'send', orders: [orders[0]] });
    expect(offlineOrdersOnReconnect(orders, false, true)).toEqual({ kind: 'send', orders: [orders[0]] });
    expect(offlineOrdersOnReconnect(orders, false, false)).toEqual({ kind: 'ask-to-confirm', orders: [orders[0]] });
    expect(offlineOrdersOnReconnect([order('b', true)], true, true)).toEqual({ kind: 'nothing-to-send' });
  });
});
