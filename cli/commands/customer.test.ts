import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '../../mock-backend/server';
import { cliHarness, loginToken, standaloneMock } from '../composition/test-harness';

const cli = cliHarness();
let server: MockServer;
let token = '';
beforeAll(async () => {
  server = await standaloneMock();
  token = await loginToken(server.url, 'anna.devries@example.com');
});
afterAll(async () => {
  await server.close();
  cli.cleanup();
});

interface Order {
  incrementId: string;
  status: string;
  statusLabel: string;
  grandTotal: number;
}

describe('storefront customer find', () => {
  it('tells whether an account exists (exit 0) or not (exit 1)', async () => {
    expect(await cli.json('customer', 'find', 'anna.devries@example.com')).toMatchObject({ code: 0, value: { exists: true } });
    const missing = await cli.run('customer', 'find', 'nobody@example.com');
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/no customer account with e-mail nobody@example.com/);
  });

  it('a malformed e-mail is bad usage', async () => {
    expect((await cli.run('customer', 'find', 'anna@')).code).toBe(2);
  });
});

describe('a customer cart with --token', () => {
  it('cart create gives the customer\'s numeric quote id; reading it needs the token', async () => {
    const created = await cli.json<{ cartId: number; customer: boolean }>('--api', server.url, '--token', token, 'cart', 'create');
    expect(created.code).toBe(0);
    expect(created.value).toMatchObject({ customer: true });
    expect(String(created.value.cartId)).toMatch(/^\d+$/);
    expect((await cli.run('--api', server.url, '--token', token, 'cart', 'show', String(created.value.cartId))).code).toBe(0);
    const anonymous = await cli.run('--api', server.url, 'cart', 'show', String(created.value.cartId));
    expect(anonymous.code).toBe(1);
  });
});

describe('storefront order list and show (against the standalone mock server with --api)', () => {
  it('lists every order of the customer, newest first, with the domain\'s status labels', async () => {
    const { code, value } = await cli.json<{ total: number; items: Order[] }>('--api', server.url, '--token', token, 'order', 'list', '--customer', 'anna.devries@example.com');
    expect(code).toBe(0);
    expect(value.items).toHaveLength(value.total);
    expect(value.items.find((o) => o.status === 'export_failed')?.statusLabel).toBe('Processing');
  });

  it('shows one order with its addresses', async () => {
    const { value } = await cli.json<{ items: Order[] }>('--api', server.url, '--token', token, 'order', 'list', '--customer', 'anna.devries@example.com');
    const first = value.items[0];
    const shown = await cli.run('--api', server.url, '--token', token, 'order', 'show', first?.incrementId ?? '');
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/shipping address\s+Anna de Vries/);
  });

  it('an unknown order is exit 1; no token is bad usage; a wrong token is exit 1 with a hint', async () => {
    expect((await cli.run('--api', server.url, '--token', token, 'order', 'show', '999')).code).toBe(1);
    const noToken = await cli.run('--api', server.url, 'order', 'list', '--customer', 'anna.devries@example.com');
    expect(noToken.code).toBe(2);
    expect(noToken.err).toMatch(/needs the customer's token/);
    const wrong = await cli.run('--api', server.url, '--token', 'not-a-token', 'order', 'show', '1');
    expect(wrong.code).toBe(1);
    expect(wrong.err).toMatch(/token is not valid/);
  });
});
