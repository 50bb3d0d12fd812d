import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryInfrastructure } from '../../adapters/wiring/infrastructure-modules';
import { MemoryLogger } from '../../adapters/memory/memory-logger';
import { settingsOfUseCases, serviceAdapters } from '../../adapters/wiring/modules';
import { mockApiConfig } from '../../testing/mock-api-config';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../testing/mock-backend/test-mock';
import { accountMessages } from '../../domain/account/messages';
import { newsletterMessages } from '../../domain/newsletter/messages';
import { storeViews } from '../../domain/store-view/store-views';
import { defaultRuntimeConfig } from '../config/runtime-config';
import { ChangeMySubscription } from '../newsletter/change-my-subscription';
import { LinkContact } from '../newsletter/link-contact';
import { LoadMySubscription } from '../newsletter/load-my-subscription';
import { CustomerPort } from '../ports/customer-port';
import { KeyValueStorePort } from '../ports/key-value-store-port';
import { AuthSession } from '../session/auth-session';
import { Login } from '../session/login';
import { CurrentCart } from '../cart/current-cart';
import { ChangePassword } from './change-password';
import { DeleteAddress } from './delete-address';
import { LoadOrder } from './load-order';
import { LoadOrderHistory } from './load-order-history';
import { Reorder } from './reorder';
import { SaveAddress } from './save-address';
import { UpdateProfile } from './update-profile';
import { newContainer } from '../../adapters/wiring/new-container';

/**
 * The account use cases over the real HTTP adapters and the mock backend, with each
 * call failed by the mock's fault injection (its 503 error envelope, a dropped connection). Every failure answers
 * the spec's message (cart spec §8) and loses nothing: neither the signed-in session nor the server changes.
 */
let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

type Effect = 'error' | 'outage';
const effects: readonly Effect[] = ['error', 'outage'];
const fail = (method: string, pattern: string, effect: Effect) =>
  mock.ctx.faults.set([effect === 'error' ? { method, pattern, errorRate: 1, errorStatus: 503 } : { method, pattern, outage: true }]);
/**
 * The notice a failure shows: the server's text from its error envelope, wrapped in the call's message; with no answer
 * at all, 'service-unreachable' (the client's own note names an address, which means nothing to a shopper).
 */
const failureNotice = (effect: Effect, serverMessage = 'server-message') =>
  effect === 'error'
    ? { type: 'danger', message: serverMessage, params: { message: 'Service Unavailable' } }
    : { type: 'danger', message: 'service-unreachable' };

/** The shop's container over the mock, with Anna signed in. */
async function signedIn() {
  const container = newContainer();
  container.load(...serviceAdapters(mockApiConfig()), memoryInfrastructure(), ...settingsOfUseCases(defaultRuntimeConfig, storeViews.nl));
  const login = await container.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
  if (!login.ok) throw new Error('the demo account could not sign in');
  const auth = container.get(AuthSession);
  const token = auth.token ?? '';
  const customer = container.get<CustomerPort>(CustomerPort);
  /** The profile as the server keeps it, read without any fault. */
  const serverProfile = async () => {
    mock.ctx.faults.clear();
    return (await customer.me(token)).profile;
  };
  return { container, auth, token, profile: login.value, serverProfile };
}

describe.each(effects)('account use cases when the call fails (%s)', (effect) => {
  it("UpdateProfile: 'We could not update your account: ' and the reason; the session and the server keep the old profile", async () => {
    const w = await signedIn();
    fail('POST', 'me', effect);
    const result = await w.container.get(UpdateProfile).execute(w.token, { ...w.profile, firstname: 'Annemarie' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'unavailable', notice: failureNotice(effect, 'account-update-failed') } });
    expect(accountMessages['account-update-failed']).toBe('We could not update your account: {message}');
    expect(w.auth.current.profile?.firstname).toBe(w.profile.firstname);
    expect((await w.serverProfile()).firstname).toBe(w.profile.firstname);
  });

  it('ChangePassword: the server message as an error notice; the old password still works, the new one does not', async () => {
    const w = await signedIn();
    fail('POST', 'change-password', effect);
    const form = { currentPassword: DEMO_PASSWORD, newPassword: 'Another123!', repeatPassword: 'Another123!' };
    const result = await w.container.get(ChangePassword).execute(w.token, form);
    expect(result).toMatchObject({ ok: false, error: { kind: 'unavailable', notice: failureNotice(effect) } });
    mock.ctx.faults.clear();
    const customer = w.container.get<CustomerPort>(CustomerPort);
    expect((await customer.login(DEMO_EMAIL, DEMO_PASSWORD)).token).not.toBe('');
    await expect(customer.login(DEMO_EMAIL, 'Another123!')).rejects.toMatchObject({ kind: 'not-authorized' });
  });

  it('SaveAddress and DeleteAddress: the server message; the addresses stay as they were in the session and on the server', async () => {
    const w = await signedIn();
    const before = w.profile.addresses.map((a) => a.address_id);
    fail('POST', 'address', effect);
    const saved = await w.container
      .get(SaveAddress)
      .execute(w.token, w.profile, { street: ['Kalverstraat 2', '1'], city: 'Amsterdam', postcode: '1012PC', country_id: 'NL' });
    expect(saved).toMatchObject({ ok: false, error: { kind: 'unavailable', notice: failureNotice(effect) } });
    fail('DELETE', 'address', effect);
    const deleted = await w.container.get(DeleteAddress).execute(w.token, w.profile, before[0] ?? '');
    expect(!deleted.ok && deleted.error.notice).toEqual(failureNotice(effect));
    expect(w.auth.current.profile?.addresses.map((a) => a.address_id)).toEqual(before);
    expect((await w.serverProfile()).addresses.map((a) => a.address_id)).toEqual(before);
  });

  it('LoadOrderHistory and LoadOrder: the server message, and the next try reads the orders again', async () => {
    const w = await signedIn();
    fail('GET', 'order-history', effect);
    const history = await w.container.get(LoadOrderHistory).execute(w.token, 1);
    expect(history).toMatchObject({ ok: false, error: { kind: 'unavailable', notice: failureNotice(effect) } });
    const order = await w.container.get(LoadOrder).execute(w.token, '000000001');
    expect(!order.ok && order.error.kind).toBe('unavailable');
    mock.ctx.faults.clear();
    const again = await w.container.get(LoadOrderHistory).execute(w.token, 1);
    expect(again.ok && again.value.items.length).toBeGreaterThan(0);
  });

  it('Reorder: when the catalogue cannot be read, every line is reported unavailable and the cart stays as it was', async () => {
    const w = await signedIn();
    const history = await w.container.get(LoadOrderHistory).execute(w.token, 1);
    const lines = (history.ok ? history.value.items.find((o) => (o.lines ?? []).length > 0)?.lines : undefined) ?? [];
    expect(lines.length).toBeGreaterThan(0);
    const cart = w.container.get(CurrentCart);
    const before = cart.view.items;
    mock.ctx.faults.set([effect === 'error' ? { pattern: 'product/_search', errorRate: 1, errorStatus: 503 } : { pattern: 'product/_search', outage: true }]);
    const outcome = await w.container.get(Reorder).execute(lines);
    expect(outcome).toEqual({ added: [], unavailable: lines.filter((l) => l.qty > 0).map((l) => l.sku) });
    expect(cart.view.items).toEqual(before);
    mock.ctx.faults.clear();
    expect((await w.container.get(Reorder).execute(lines)).added.length).toBeGreaterThan(0);
  });

  it("the newsletter in the account: loading fails as 'unavailable', a change shows the spec's error and keeps the state", async () => {
    const w = await signedIn();
    const subscribed = await w.container.get(LoadMySubscription).execute(w.token);
    if (!subscribed.ok) throw new Error('the subscription did not load');
    fail('GET', 'mine/subscription', effect);
    expect(await w.container.get(LoadMySubscription).execute(w.token)).toEqual({ ok: false, error: { kind: 'unavailable' } });
    fail('POST', 'mine/subscription', effect);
    const change = await w.container.get(ChangeMySubscription).execute(w.token, subscribed.value, 'unsubscribe');
    expect(change).toMatchObject({ state: subscribed.value, feedback: 'failed', notice: { type: 'danger', message: 'newsletter-failed' } });
    expect(newsletterMessages['newsletter-failed']).toBe('An error occurred while subscribing you to our newsletter, please try again!');
    mock.ctx.faults.clear();
    expect(await w.container.get(LoadMySubscription).execute(w.token)).toEqual(subscribed);
  });

  it('the contact id lookup is silent: nothing is stored, a warning is logged, and the next lookup finds it', async () => {
    const w = await signedIn();
    fail('GET', 'contact', effect);
    expect(await w.container.get(LinkContact).execute(w.profile)).toEqual({});
    expect(w.container.get(MemoryLogger).messages('warn')).toContain('Contact lookup failed');
    const storage = w.container.get<KeyValueStorePort>(KeyValueStorePort).namespace('customer-data');
    expect(await storage.get('contact-id')).toBeUndefined();
    mock.ctx.faults.clear();
    expect((await w.container.get(LinkContact).execute(w.profile)).contactId).toEqual(expect.any(String));
  });
});

describe('account use cases with a token the server no longer knows', () => {
  it("answer 'not-authorized' without changing the profile, so the session logic decides (cart spec §4 token refresh)", async () => {
    const w = await signedIn();
    const result = await w.container.get(UpdateProfile).execute('no-such-token', { ...w.profile, firstname: 'Annemarie' });
    expect(!result.ok && result.error.kind).toBe('not-authorized');
    expect(w.auth.current.profile?.firstname).toBe(w.profile.firstname);
    expect(!(await w.container.get(LoadOrderHistory).execute('no-such-token')).ok).toBe(true);
  });
});

describe('signing in when the shop cannot be reached', () => {
  it("says so ('unreachable') instead of the client's note naming an address, and a 503 keeps the server's text", async () => {
    const container = newContainer();
    container.load(...serviceAdapters(mockApiConfig()), memoryInfrastructure(), ...settingsOfUseCases(defaultRuntimeConfig, storeViews.nl));
    fail('POST', 'login', 'outage');
    expect(await container.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD)).toMatchObject({ ok: false, error: { kind: 'unreachable' } });
    fail('POST', 'login', 'error');
    expect(await container.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD)).toMatchObject({
      ok: false,
      error: { kind: 'unavailable', message: 'Service Unavailable' },
    });
    expect(container.get(AuthSession).token).toBeUndefined();
  });
});
