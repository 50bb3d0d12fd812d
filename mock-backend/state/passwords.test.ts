import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMockContext } from '../context';
import { fixturesFor } from '../node';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestMock } from '../../testing/mock-backend/test-mock';
import { memoryPersistence } from './memory-persistence';
import { hashPassword, verifyPassword } from './passwords';
import { REDACTED } from './redact';
import { seedState } from './seed';

const fixtures = fixturesFor(7, 40);
const mock = startTestMock({ fixtures });
afterAll(() => mock.close());

const login = (username: string, password: string) => mock.call('/api/user/login', { body: { username, password } });

// Each case derives several hashes on purpose; a loaded CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

describe('password hashes', () => {
  it('verify the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('Geheim123!', 1000);
    const b = await hashPassword('Geheim123!', 1000);
    expect(a).toMatch(/^pbkdf2-sha256\$1000\$[\w+/=]+\$[\w+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Geheim123!', a)).toBe(true);
    expect(await verifyPassword('geheim123!', a)).toBe(false);
    expect(await verifyPassword('Geheim123!', 'Geheim123!')).toBe(false);
    expect(await verifyPassword('x', 'pbkdf2-sha256$1000$%%%$%%%')).toBe(false);
  });
});

describe('customers and their passwords', () => {
  it('keeps no password in the seeded state; the demo account signs in with its password and not with another', async () => {
    expect(JSON.stringify(mock.ctx.state.get())).not.toContain(DEMO_PASSWORD);
    expect((await login(DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
    expect((await login(DEMO_EMAIL, 'wrong')).status).toBe(401);
  });

  it("stores a registered customer's password as a hash; change and reset store new hashes", async () => {
    mock.reset();
    const email = 'hash@example.com';
    expect((await mock.call('/api/user/create', { body: { customer: { email, firstname: 'H', lastname: 'A' }, password: 'Eerste123!' } })).status).toBe(200);
    const record = Object.values(mock.ctx.state.get().customers).find((c) => c.customer.email === email)!;
    expect(record.passwordHash).toMatch(/^pbkdf2-sha256\$/);
    expect(JSON.stringify(mock.ctx.state.get())).not.toContain('Eerste123!');
    expect((await login(email, 'Eerste123!')).status).toBe(200);
    expect((await login(email, 'Tweede123!')).status).toBe(401);

    const { token } = await mock.login(email, 'Eerste123!');
    const wrong = await mock.call(`/api/user/change-password?token=${token}`, { body: { currentPassword: 'nope', newPassword: 'Tweede123!' } });
    expect(wrong.status).toBe(500);
    expect(
      (await mock.call(`/api/user/change-password?token=${token}`, { body: { currentPassword: 'Eerste123!', newPassword: 'Tweede123!' } })).body.result,
    ).toBe(true);
    expect((await login(email, 'Eerste123!')).status).toBe(401);
    expect((await login(email, 'Tweede123!')).status).toBe(200);

    await mock.call('/api/user/reset-password', { body: { email } });
    const resetToken = mock.ctx.state.get().resetTokens[email];
    expect((await mock.call('/api/user/create-password', { body: { email, resetToken, newPassword: 'Derde1234!' } })).body.result).toBe(true);
    expect((await login(email, 'Derde1234!')).status).toBe(200);
    expect(JSON.stringify(mock.ctx.state.get())).not.toMatch(/Tweede123!|Derde1234!/);
  });

  it('migrates a state saved with plain passwords: the text leaves the state, the customers still sign in', async () => {
    const persistence = memoryPersistence();
    const legacy = seedState(fixtures, 7) as unknown as { customers: Record<string, Record<string, unknown>> };
    const demo = fixtures.customers[0]!;
    legacy.customers[String(demo.customer.id)]!.password = demo.password;
    const other = fixtures.customers[1]!;
    legacy.customers[String(other.customer.id)]!.password = 'Gewijzigd123!';
    persistence.save(legacy as never);

    const ctx = createMockContext({ fixtures, persistence });
    expect(JSON.stringify(ctx.state.get())).not.toContain('Gewijzigd123!');
    await ctx.state.settled();
    expect(persistence.snapshot()).not.toContain('Gewijzigd123!');
    expect(ctx.state.get().customers[String(other.customer.id)]!.passwordHash).toMatch(/^pbkdf2-sha256\$/);
    expect(ctx.state.get().customers[String(demo.customer.id)]!.passwordHash).toBeUndefined();

    mock.ctx.state.replace(ctx.state.get());
    expect((await login(other.customer.email, 'Gewijzigd123!')).status).toBe(200);
    expect((await login(other.customer.email, other.password)).status).toBe(401);
    expect((await login(demo.customer.email, demo.password)).status).toBe(200);
    mock.reset();
  });
});

describe('the state dump', () => {
  it('carries no password, hash or token, and a dump put back keeps sessions and passwords working', async () => {
    mock.reset();
    const email = 'dump@example.com';
    await mock.call('/api/user/create', { body: { customer: { email, firstname: 'D', lastname: 'U' }, password: 'Dumpje123!' } });
    const { token, refreshToken } = await mock.login(email, 'Dumpje123!');
    await mock.call('/api/user/reset-password', { body: { email: DEMO_EMAIL } });
    const state = mock.ctx.state.get();
    const secrets = [
      token,
      refreshToken,
      state.resetTokens[DEMO_EMAIL]!,
      'Dumpje123!',
      DEMO_PASSWORD,
      ...Object.values(state.customers).flatMap((c) => c.passwordHash ?? []),
    ];
    expect(secrets.length).toBeGreaterThan(4);

    const dump = await mock.call('/__mock/state');
    const text = JSON.stringify(dump.body);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toContain('pbkdf2');
    expect(dump.body.tokens).toBe(REDACTED);
    expect(dump.body.resetTokens[DEMO_EMAIL]).toBe(REDACTED);

    expect((await mock.call('/__mock/state', { method: 'PUT', body: dump.body })).body.result).toBe(true);
    expect((await mock.call(`/api/user/me?token=${token}`)).status).toBe(200);
    expect((await login(email, 'Dumpje123!')).status).toBe(200);
    expect(mock.ctx.state.get().resetTokens[DEMO_EMAIL]).toBe(state.resetTokens[DEMO_EMAIL]);
  });
});
