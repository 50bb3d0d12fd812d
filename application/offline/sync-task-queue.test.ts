import { describe, expect, it } from 'vitest';
import { CurrentCart } from '../cart/current-cart';
import { cartWorld, DEMO_EMAIL, DEMO_PASSWORD, type World } from '../../testing/cart-world';
import { AuthSession } from '../session/auth-session';
import { PortError } from '../ports/port-error';
import { Login } from '../session/login';
import { SyncTaskQueue } from './sync-task-queue';
import { SyncTaskStore } from './sync-task-store';

describe('SyncTaskQueue (cart spec §3 "Sync task", §4, §5, §8, §9)', () => {
  it('stores a task with the spec fields and fills the token and cart-id placeholders when it runs', async () => {
    const w = await cartWorld();
    await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    const task = await w
      .get(SyncTaskQueue)
      .enqueue({ url: '/api/ext/magento/cart/pull?token={{token}}&cartId={{cartId}}', method: 'GET', callbackEvent: 'cart-pulled' });
    expect(Object.keys(task).sort()).toEqual([
      'acknowledged',
      'callback_event',
      'created_at',
      'is_result_cacheable',
      'payload',
      'silent',
      'task_id',
      'transmited',
      'updated_at',
      'url',
    ]);
    const [sent] = w.servers.transport.sent;
    expect(sent?.url).toBe(`/api/ext/magento/cart/pull?token=${w.get(AuthSession).token}&cartId=${String(w.get(CurrentCart).view.token)}`);
    expect((await w.get(SyncTaskStore).all())[0]).toMatchObject({ transmited: true, resultCode: 200 });
    expect(w.outlet.events.at(-1)).toMatchObject({ kind: 'task-callback', event: 'cart-pulled' });
  });

  it("a task needing a cart id waits until the cart is re-created: 'Error executing sync task ... the required cartId argument is null. Re-creating shopping cart synchro.'", async () => {
    const w = await cartWorld();
    w.servers.cart.unreachable = true;
    const task = await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/cart/totals?cartId={{cartId}}', method: 'GET' });
    expect(w.logger.entries).toContainEqual({
      level: 'warn',
      tag: 'offline',
      message: 'Error executing sync task ... the required cartId argument is null. Re-creating shopping cart synchro.',
      data: { task: task.task_id },
    });
    expect(w.servers.transport.sent).toEqual([]);
    expect(await w.get(SyncTaskQueue).execute()).toEqual({ transmitted: 0, failed: 0, waiting: 1 });
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
    const task = await w.get(SyncTaskQueue).enqueue({ url: '/x', method: 'GET' });
    expect(task).toMatchObject({ url: '/x' });
    expect(w.outlet.notices).toEqual([{ type: 'danger', message: id, action1: { label: 'ok', action: 'close' } }]);
    expect(w.logger.entries).toContainEqual({ level: 'error', tag: 'offline', message: text, data: { task: task.task_id } });
    expect(await w.get(SyncTaskQueue).execute()).toEqual({ transmitted: 0, failed: 0, waiting: 0 });
  });

  it('a bad content type is told apart by how the message starts, whatever detail follows', async () => {
    const w = await cartWorld();
    w.servers.transport.answer = () => {
      throw new PortError('invalid-response', 'Error with response - bad content-type! (text/html)');
    };
    await w.get(SyncTaskQueue).enqueue({ url: '/x', method: 'GET' });
    expect(w.outlet.messages()).toEqual(['bad-content-type']);
  });

  it('counts as failed, is not tried again, and a silent task shows no notice', async () => {
    const w = await cartWorld({ online: false });
    w.servers.transport.answer = () => {
      throw new PortError('invalid-response', 'Unhandled error, wrong response format!');
    };
    await w.get(SyncTaskQueue).enqueue({ url: '/x', method: 'GET', silent: true });
    w.connectivity.setOnline(true);
    expect(await w.get(SyncTaskQueue).execute()).toEqual({ transmitted: 0, failed: 1, waiting: 0 });
    expect(w.outlet.notices).toEqual([]);
    expect(await w.get(SyncTaskQueue).execute()).toEqual({ transmitted: 0, failed: 0, waiting: 0 });
    expect(w.servers.transport.sent).toHaveLength(1);
  });
});

describe('a queued task (cart spec §3 "Sync task")', () => {
  it('is a JSON request that carries the body it was given, and the server receives it so', async () => {
    const w = await cartWorld({ online: false });
    const body = { customer: { firstname: 'Anna' } };
    const task = await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/me', method: 'POST', body });
    const json = { method: 'POST', headers: { 'Content-Type': 'application/json' }, mode: 'cors' };
    expect(task.payload).toEqual({ ...json, body: JSON.stringify(body) });
    expect(task).toMatchObject({ transmited: false, acknowledged: false, silent: false, is_result_cacheable: false });
    w.connectivity.setOnline(true);
    await w.get(SyncTaskQueue).execute();
    expect(w.servers.transport.sent).toEqual([{ url: '/api/ext/magento/me', payload: { ...json, body: JSON.stringify(body) } }]);
  });

  it('without a body or a callback event carries neither', async () => {
    const w = await cartWorld({ online: false });
    const task = await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/cart/delete', method: 'DELETE' });
    expect(task.payload).toStrictEqual({ method: 'DELETE', headers: { 'Content-Type': 'application/json' }, mode: 'cors' });
    expect(task).not.toHaveProperty('callback_event');
  });

  it('without a callback event announces nothing when it goes through', async () => {
    const w = await cartWorld();
    await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/me', method: 'POST' });
    expect(w.servers.transport.sent).toHaveLength(1);
    expect(w.outlet.events.filter((e) => e.kind === 'task-callback')).toEqual([]);
  });

  it('refused by the server counts as failed and keeps the answer and its code for support', async () => {
    const w = await cartWorld({ online: false });
    const task = await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/me', method: 'POST' });
    w.servers.transport.answer = () => ({ code: 500, result: 'We could not do that' });
    w.connectivity.setOnline(true);
    await w.clock.advanceAsync(5000);
    expect(await w.get(SyncTaskQueue).execute()).toEqual({ transmitted: 0, failed: 1, waiting: 0 });
    const [stored] = await w.get(SyncTaskStore).all();
    expect(stored).toEqual({ ...task, acknowledged: true, updated_at: w.clock.now(), result: 'We could not do that', code: 500 });
  });

  it('refused with a result code only keeps no code of its own', async () => {
    const w = await cartWorld();
    w.servers.transport.answer = () => ({ resultCode: 500, result: 'We could not do that' });
    await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/me', method: 'POST' });
    const [stored] = await w.get(SyncTaskStore).all();
    expect(stored).toMatchObject({ acknowledged: true, result: 'We could not do that' });
    expect(stored).not.toHaveProperty('code');
  });
});

describe('a run of the queue (cart spec §4 "Offline")', () => {
  async function threeQueued() {
    const w = await cartWorld({ online: false });
    for (const url of ['/a', '/b', '/c']) await w.get(SyncTaskQueue).enqueue({ url, method: 'POST' });
    w.connectivity.setOnline(true);
    return w;
  }
  const sentUrls = (w: World) => w.servers.transport.sent.map((s) => s.url);

  it('that loses the connection halfway leaves the rest queued, in order, for the next run', async () => {
    const w = await threeQueued();
    w.servers.transport.answer = (url) => {
      if (url === '/a') w.connectivity.setOnline(false);
      return { code: 200, result: true };
    };
    expect(await w.get(SyncTaskQueue).execute()).toEqual({ transmitted: 1, failed: 0, waiting: 2 });
    expect(sentUrls(w)).toEqual(['/a']);
    w.connectivity.setOnline(true);
    expect(await w.get(SyncTaskQueue).execute()).toEqual({ transmitted: 2, failed: 0, waiting: 0 });
    expect(sentUrls(w)).toEqual(['/a', '/b', '/c']);
  });

  it('stops at a task that gets no answer, which waits with the ones behind it', async () => {
    const w = await threeQueued();
    w.servers.transport.answer = (url) => {
      if (url === '/b') throw new PortError('unavailable', 'Failed to fetch');
      return { code: 200, result: true };
    };
    expect(await w.get(SyncTaskQueue).execute()).toEqual({ transmitted: 1, failed: 0, waiting: 2 });
    expect(sentUrls(w)).toEqual(['/a', '/b']);
    const waiting = await w.get(SyncTaskStore).pending();
    expect(waiting.map((t) => [t.url, t.acknowledged])).toEqual([
      ['/b', false],
      ['/c', false],
    ]);
    expect(w.logger.entries).toContainEqual({
      level: 'warn',
      tag: 'offline',
      message: `Task ${String(waiting[0]?.task_id)} waits for the connection: Failed to fetch`,
      data: undefined,
    });
    w.servers.transport.answer = () => ({ code: 200, result: true });
    expect(await w.get(SyncTaskQueue).execute()).toEqual({ transmitted: 2, failed: 0, waiting: 0 });
  });

  it('does not take a fault of the shop itself for a missing connection', async () => {
    const w = await threeQueued();
    w.servers.transport.answer = () => {
      throw new TypeError('payload is not iterable');
    };
    await expect(w.get(SyncTaskQueue).execute()).rejects.toThrow('payload is not iterable');
  });

  it('with a cart id at hand neither warns nor re-creates the cart', async () => {
    const w = await cartWorld();
    await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/cart/totals?cartId={{cartId}}', method: 'GET' });
    const cartId = w.get(CurrentCart).view.token;
    await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/cart/totals?cartId={{cartId}}', method: 'GET' });
    expect(w.logger.messages('warn')).toHaveLength(1);
    expect(w.get(CurrentCart).view.token).toBe(cartId);
    expect(sentUrls(w)).toEqual([`/api/ext/magento/cart/totals?cartId=${String(cartId)}`, `/api/ext/magento/cart/totals?cartId=${String(cartId)}`]);
  });

  it('re-creates a lost cart for a task even when the lines did not change since the last sync', async () => {
    const w = await cartWorld();
    await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/cart/totals?cartId={{cartId}}', method: 'GET' });
    // As when signing in drops the guest cart and the merge that follows gets no answer: synced once, no cart now.
    await w.get(CurrentCart).set({ token: undefined });
    expect(await w.get(SyncTaskQueue).enqueue({ url: '/api/ext/magento/cart/totals?cartId={{cartId}}', method: 'GET' })).toBeDefined();
    expect(w.get(CurrentCart).view.token).toBeDefined();
    expect(w.servers.transport.sent).toHaveLength(2);
  });
});
