import { describe, expect, it } from 'vitest';
import { CurrentCart } from '../cart/current-cart';
import { cartWorld, DEMO_EMAIL, DEMO_PASSWORD } from '../../testing/cart-world';
import { AuthSession } from '../session/auth-session';
import { PortError } from '../ports/port-error';
import { Login } from '../session/login';
import { SyncTaskQueue } from './sync-task-queue';
import { SyncTaskStore } from './sync-task-store';

describe('SyncTaskQueue (cart spec §3 "Sync task", §4, §5, §8, §9)', () => {
  it('stores a task with the spec fields and fills the token and cart-id placeholders when it runs', async () => {
    const w = await cartWorld();
    await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    const task = await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/cart/pull?token={{token}}&cartId={{cartId}}', method: 'GET', callbackEvent: 'cart-pulled' });
    expect(Object.keys(task).sort()).toEqual(['acknowledged', 'callback_event', 'created_at', 'is_result_cacheable', 'payload', 'silent', 'task_id', 'transmited', 'updated_at', 'url']);
    const [sent] = w.servers.transport.sent;
    expect(sent?.url).toBe(`/api/ext/magento/cart/pull?token=${w.get(AuthSession).token}&cartId=${String(w.get(CurrentCart).view.token)}`);
    expect((await w.get(SyncTaskStore).all())[0]).toMatchObject({ transmited: true, resultCode: 200 });
    expect(w.outlet.events.at(-1)).toMatchObject({ kind: 'task-callback', event: 'cart-pulled' });
  });

  it("a task needing a cart id waits until the cart is re-created: 'Error executing sync task ... the required cartId argument is null. Re-creating shopping cart synchro.'", async () => {
    const w = await cartWorld();
    w.servers.cart.unreachable = true;
    await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/cart/totals?cartId={{cartId}}', method: 'GET' });
    expect(w.logger.messages('warn')).toContain('Error executing sync task ... the required cartId argument is null. Re-creating shopping cart synchro.');
    expect(w.servers.transport.sent).toEqual([]);
    w.servers.cart.unreachable = false;
    expect(await w.get(SyncTaskQueue).execute()).toEqual({ transmitted: 1, failed: 0, waiting: 0 });
    expect(w.servers.transport.sent[0]?.url).toBe(`/api/ext/magento/cart/totals?cartId=${String(w.get(CurrentCart).view.token)}`);
  });

  it('waits while a token refresh runs and retries after 1000 ms', async () => {
    const w = await cartWorld();
    let finish: (token: string) => void = () => undefined;
    w.get(AuthSession).refreshing = new Promise((resolve) => {
      finish = resolve;
    });
    const run = w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/me', method: 'POST', body: { customer: {} } });
    await w.clock.advanceAsync(1000);
    expect(w.servers.transport.sent).toEqual([]);
    finish('t');
    w.get(AuthSession).refreshing = undefined;
    await w.clock.advanceAsync(1000);
    await run;
    expect(w.servers.transport.sent).toHaveLength(1);
  });

  it('runs only online; going offline keeps the tasks for later', async () => {
    const w = await cartWorld({ online: false });
    await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/me', method: 'POST' });
    expect(w.servers.transport.sent).toEqual([]);
    w.connectivity.setOnline(true);
    expect(await w.get(SyncTaskQueue).execute()).toEqual({ transmitted: 1, failed: 0, waiting: 0 });
  });

  it('an answer other than 200 with a message is an error notice; one attempt only (queue limit 1)', async () => {
    const w = await cartWorld();
    w.servers.transport.answer = () => ({ code: 500, result: 'We could not do that' });
    await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/me', method: 'POST' });
    expect(w.outlet.notices).toMatchObject([{ type: 'danger', message: 'server-message', params: { message: 'We could not do that' } }]);
    expect(await w.get(SyncTaskQueue).execute()).toEqual({ transmitted: 0, failed: 0, waiting: 0 });
    expect(w.servers.transport.sent).toHaveLength(1);
  });

  it.each([
    ['the task is silent', { silent: true }, { code: 500, result: 'nope' }],
    ['the code is ENOTFOUND', {}, { code: 'ENOTFOUND', result: 'getaddrinfo ENOTFOUND' }],
  ])('no notice when %s', async (_name, options, answer) => {
    const w = await cartWorld();
    w.servers.transport.answer = () => answer;
    await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/me', method: 'POST', ...options });
    expect(w.outlet.notices).toEqual([]);
  });

  it('a 401 with a token refreshes and retries; when the attempts run out: logout, signup modal, untransmitted tasks cleared', async () => {
    const w = await cartWorld();
    await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    let calls = 0;
    w.servers.transport.answer = () => (++calls === 1 ? { code: 401, result: 'expired' } : { code: 200, result: true });
    await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/me?token={{token}}', method: 'POST' });
    expect(w.servers.transport.sent.map((s) => s.url.includes(w.get(AuthSession).token!))).toEqual([false, true]);

    w.servers.transport.answer = () => ({ code: 401, result: 'expired' });
    await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/me?token={{token}}', method: 'POST' });
    expect(w.get(AuthSession).token).toBeUndefined();
    expect(w.outlet.events).toContainEqual({ kind: 'open-signup-modal' });
    expect(await w.get(SyncTaskStore).pending()).toEqual([]);
  });

  it('untransmitted tasks can be cleared, and the invalidation lock and attempts reset', async () => {
    const w = await cartWorld({ online: false });
    await w.get(SyncTaskQueue).enqueue({ url: '/a', method: 'POST' });
    await w.get(SyncTaskQueue).enqueue({ url: '/b', method: 'POST' });
    expect(await w.get(SyncTaskQueue).clear()).toBe(2);
    w.get(AuthSession).refreshAttempts = 2;
    w.get(AuthSession).refreshing = Promise.resolve(undefined);
    w.get(SyncTaskQueue).resetInvalidation();
    expect(w.get(AuthSession)).toMatchObject({ refreshAttempts: 0, refreshing: undefined });
  });
});

describe('SyncTaskQueue on a malformed answer (cart spec §8 "Bad content type", "Bad format")', () => {
  it.each([
    ['Error with response - bad content-type!', 'bad-content-type'],
    ['Unhandled error, wrong response format!', 'bad-response-format'],
  ])('%s', async (text, id) => {
    const w = await cartWorld();
    w.servers.transport.answer = () => {
      throw new PortError('invalid-response', text);
    };
    expect(await w.get(SyncTaskQueue).enqueue({ url: '/x', method: 'GET' })).toMatchObject({ url: '/x' });
    expect(w.outlet.messages()).toEqual([id]);
    expect(await w.get(SyncTaskQueue).execute()).toEqual({ transmitted: 0, failed: 0, waiting: 0 });
  });
});
