import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../domain/store-view/date-format';
import type { MockServer } from '../../mock-backend/server';
import { cliHarness, loginToken, standaloneMock } from '../../testing/cli/harness';

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
  createdAt: string;
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
  it("cart create gives the customer's numeric quote id; reading it needs the token", async () => {
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
  it("lists every order of the customer, newest first, with the domain's status labels", async () => {
    const { code, value } = await cli.json<{ total: number; items: Order[] }>(
      '--api',
      server.url,
      '--token',
      token,
      'order',
      'list',
      '--customer',
      'anna.devries@example.com',
    );
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

  it("prints the order's date and time in the store view's dateFormat (catalogue spec §9), the JSON keeps the instant", async () => {
    const { value } = await cli.json<{ items: Order[] }>('--api', server.url, '--token', token, 'order', 'list', '--customer', 'anna.devries@example.com');
    const first = value.items[0];
    const instant = Date.parse(first?.createdAt ?? '');
    const shown = await cli.run('--api', server.url, '--token', token, 'order', 'show', first?.incrementId ?? '');
    expect(shown.out).toMatch(new RegExp(`created +${formatDateTime(instant, 'HH:mm D/M/YYYY')}\\n`));
    const german = await cli.run('--api', server.url, '--token', token, '--store', 'de', 'order', 'show', first?.incrementId ?? '');
    expect(german.out).toMatch(/created +\d{2}:\d{2} \d{1,2}-\d{1,2}-\d{4}\n/);
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

describe('storefront order and customer commands when the mock fails the call (faults reported clearly)', () => {
  const fault = (spec: string) => cli.run('--api', server.url, 'mock', 'fault', spec);
  afterEach(async () => {
    await cli.run('--api', server.url, 'mock', 'fault', '--clear');
  });

  it("an injected 503 on the order history is exit 2 naming what failed and the server's text", async () => {
    expect((await fault('GET order-history=error:1:503')).code).toBe(0);
    const list = await cli.run('--api', server.url, '--token', token, 'order', 'list', '--customer', 'anna.devries@example.com');
    expect(list.code).toBe(2);
    expect(list.err).toBe('error: the order history could not be loaded: Service Unavailable');
    expect((await cli.run('--api', server.url, '--token', token, 'order', 'show', '1')).code).toBe(2);
  });

  it('a dropped connection names the unreachable service without the customer token', async () => {
    await fault('GET order-history=outage');
    const list = await cli.run('--api', server.url, '--token', token, 'order', 'list', '--customer', 'anna.devries@example.com');
    expect(list.code).toBe(2);
    expect(list.err).toMatch(
      /^error: the order history could not be loaded: The shop could not be reached\. Check your connection and try again\. \(Cannot reach http:\/\/127\.0\.0\.1:\d+\/api\/ext\/magento\/order-history\)$/,
    );
    expect(list.err).not.toContain(token);
  });

  it('a failed customer lookup is exit 2, not "no account"', async () => {
    await fault('POST search=error:1:500');
    const find = await cli.run('--api', server.url, 'customer', 'find', 'anna.devries@example.com');
    expect(find.code).toBe(2);
    expect(find.err).toBe('error: looking up anna.devries@example.com failed: Internal Server Error');
  });
});
