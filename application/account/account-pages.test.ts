import { describe, expect, it } from 'vitest';
import { cartWorld, DEMO_EMAIL, DEMO_PASSWORD } from '../../testing/cart-world';
import { accountWorld } from '../../testing/account-world';
import { FakeClock } from '../../adapters/memory/fake-clock';
import { InMemoryCustomer } from '../../adapters/memory/in-memory-customer';
import { InMemoryNewsletter } from '../../adapters/memory/in-memory-newsletter';
import { MemoryKeyValueStore } from '../../adapters/memory/memory-key-value-store';
import { money } from '../../domain/shared/money';
import type { OrderSummary } from '../../domain/orders/types';
import { ChangeMySubscription } from '../newsletter/change-my-subscription';
import { LoadMySubscription } from '../newsletter/load-my-subscription';
import { SyncTaskQueue } from '../offline/sync-task-queue';
import { AuthSession } from '../session/auth-session';
import { Login } from '../session/login';
import { LoadOrder } from './load-order';
import { customerNumber, presentOrder, presentOrderRow } from './order-presenter';
import { storeViews } from '../../domain/store-view/store-views';
import { UpdateProfile } from './update-profile';

describe('UpdateProfile in the account (cart spec §4 offline queue, §8)', () => {
  it('online: the answered profile is kept in the session, so the header and checkout show it', async () => {
    const w = await cartWorld();
    await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    const auth = w.get(AuthSession);
    const update = new UpdateProfile(w.servers.customer, undefined, auth, w.connectivity, w.get(SyncTaskQueue));
    const result = await update.execute(auth.token!, { ...auth.current.profile!, firstname: 'Annemarie' });
    expect(result.ok && result.value.notice).toEqual({ type: 'success', message: 'account-updated' });
    expect(auth.current.profile?.firstname).toBe('Annemarie');
    expect((await w.servers.customer.me(auth.token!)).profile.firstname).toBe('Annemarie');
  });

  it('offline: the update is queued with the token placeholder, kept on the device, and sent once back online', async () => {
    const w = await cartWorld();
    await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    const auth = w.get(AuthSession);
    const queue = w.get(SyncTaskQueue);
    const update = new UpdateProfile(w.servers.customer, undefined, auth, w.connectivity, queue);
    w.connectivity.setOnline(false);
    const result = await update.execute(auth.token!, { ...auth.current.profile!, lastname: 'Jansen' });
    expect(result).toMatchObject({ ok: true, value: { queued: true, notice: { type: 'info', message: 'account-update-queued' } } });
    expect(auth.current.profile?.lastname).toBe('Jansen');
    expect(w.servers.transport.sent).toHaveLength(0);
    w.connectivity.setOnline(true);
    expect(await queue.execute()).toEqual({ transmitted: 1, failed: 0, waiting: 0 });
    expect(w.servers.transport.sent[0]?.url).toBe(`/api/ext/magento/me?token=${auth.token!}`);
    expect(JSON.parse(w.servers.transport.sent[0]!.payload.body!)).toMatchObject({ customer: { lastname: 'Jansen' } });
  });
});

describe('LoadOrder and the order presenter (cart spec §2 my-order, §3)', () => {
  const order = (n: number): OrderSummary => ({
    increment_id: `1000000${String(n).padStart(2, '0')}`,
    created_at: Date.UTC(2026, 0, n),
    status: 'holded',
    grand_total: money(1000 + n),
    customer_id: '11',
  });

  it("finds an order past the first page of 20, and answers nothing for a number that is not the customer's", async () => {
    const orders = Array.from({ length: 45 }, (_, i) => order(i + 1));
    const customer = new InMemoryCustomer([
      { profile: { email: 'x@example.com', firstname: 'Xan', lastname: 'Xu', addresses: [] }, password: 'Secret123!', orders },
    ]);
    const { token } = await customer.login('x@example.com', 'Secret123!');
    const load = new LoadOrder(customer);
    const found = await load.execute(token, '100000002');
    expect(found.ok && found.value?.increment_id).toBe('100000002');
    expect(await load.execute(token, '999')).toEqual({ ok: true, value: undefined });
  });

  it("the order page shows the account's customer number, not the platform's internal id", () => {
    const view = presentOrder(order(1), { external_id: 'EXT-700011', user_id: 11 }, 'HH:mm D/M/YYYY');
    expect(view.customerNumber).toBe('EXT-700011');
    expect(view.statusLabel).toBe('order-status-on-hold');
    expect(customerNumber({ user_id: 11 })).toBe('11');
    expect(presentOrder(order(1), {}, 'HH:mm D/M/YYYY').customerNumber).toBe('11');
    expect(view.canReorder).toBe(false);
    expect(
      presentOrder({ ...order(1), lines: [{ sku: 'A', name: 'A', qty: 1, price: money(100), rowTotal: money(100) }] }, {}, 'HH:mm D/M/YYYY').canReorder,
    ).toBe(true);
  });
});

describe("order dates (catalogue spec §9: the store view's dateFormat)", () => {
  const placed: OrderSummary = { increment_id: '100000042', created_at: Date.UTC(2026, 10, 28, 13, 5), status: 'pending', grand_total: money(5995) };

  it("the history row and the order page write the date and time in the store view's format, in the shop's time", () => {
    expect(presentOrderRow(placed, storeViews.nl.i18n.dateFormat).createdAtText).toBe('14:05 28/11/2026');
    expect(presentOrderRow(placed, storeViews.en.i18n.dateFormat).createdAtText).toBe('14:05 28/11/2026');
    expect(presentOrder(placed, {}, storeViews.de.i18n.dateFormat).createdAtText).toBe('14:05 28-11-2026');
  });
});

describe('The newsletter in the account (cart spec §4, §7 mine/subscription, §8)', () => {
  const world = () => {
    const w = accountWorld();
    const newsletter = new InMemoryNewsletter([], [{ contactId: 'C-7', customKey: 'EXT-1', email: w.email }], (token) => w.customer.ownerOf(token));
    const clock = new FakeClock(1_000);
    const storage = new MemoryKeyValueStore();
    return { ...w, newsletter, clock, storage, change: new ChangeMySubscription(newsletter, clock, storage), load: new LoadMySubscription(newsletter) };
  };

  it('subscribes only if not subscribed, shows the feedback for 3 s, and stores the contact id once', async () => {
    const w = world();
    const { token } = await w.login();
    const state = await w.load.execute(token);
    expect(state).toEqual({ ok: true, value: { isSubscribed: false, email: w.email } });
    const done = await w.change.execute(token, { isSubscribed: false, email: w.email }, 'subscribe', 'EXT-1');
    expect(done).toEqual({
      state: { isSubscribed: true, email: w.email },
      feedback: 'success',
      notice: { type: 'success', message: 'newsletter-subscribed' },
      form: { status: 'feedback', feedback: 'success', until: 4_000 },
      contactId: 'C-7',
    });
    expect(await w.storage.namespace('customer-data').get('contact-id')).toBe('C-7');
    const again = await w.change.execute(token, done.state, 'subscribe', 'EXT-1');
    expect(again.notice).toEqual({ type: 'warning', message: 'newsletter-already-subscribed' });
  });

  it('unsubscribes only if subscribed; a failure is the error feedback and keeps the state', async () => {
    const w = world();
    const { token } = await w.login();
    expect((await w.change.execute(token, { isSubscribed: false }, 'unsubscribe')).notice.message).toBe('newsletter-not-subscribed');
    await w.newsletter.updateMySubscription(token, true);
    const off = await w.change.execute(token, { isSubscribed: true, email: w.email }, 'unsubscribe');
    expect(off.state.isSubscribed).toBe(false);
    expect((await w.load.execute(token)).ok && (await w.newsletter.mySubscription(token)).isSubscribed).toBe(false);
    const failing = await w.change.execute('not-a-token', { isSubscribed: false }, 'subscribe');
    expect(failing).toMatchObject({ state: { isSubscribed: false }, feedback: 'failed', notice: { type: 'danger', message: 'newsletter-failed' } });
  });
});
