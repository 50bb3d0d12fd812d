import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '../../mock-backend/server';
import { cliHarness, standaloneMock } from '../../testing/cli/harness';

const cli = cliHarness();
let server: MockServer;
beforeAll(async () => {
  server = await standaloneMock();
});
afterAll(async () => {
  await server.close();
  cli.cleanup();
});

describe('storefront mock (control endpoints of a running mock)', () => {
  it('fault: injected outage makes the stock service silent (exit 2), --list shows it, --clear removes it', async () => {
    expect((await cli.run('--api', server.url, 'mock', 'fault', 'stock/*=outage')).code).toBe(0);
    expect((await cli.json<{ rules: { pattern: string }[] }>('--api', server.url, 'mock', 'fault', '--list')).value.rules.map((r) => r.pattern)).toEqual([
      'stock/*',
    ]);
    const silent = await cli.run('--api', server.url, 'stock', 'check', 'EDGE-VOLATILE');
    expect(silent.code).toBe(2);
    expect(silent.err).toMatch(/stock service did not answer for EDGE-VOLATILE/);
    expect((await cli.run('--api', server.url, 'mock', 'fault', '--clear')).out).toBe('no fault rules');
    expect((await cli.run('--api', server.url, 'stock', 'check', 'EDGE-VOLATILE')).code).toBe(0);
  });

  it('fault: an outage of the catalogue makes every command exit 2 with one line', async () => {
    await cli.run('--api', server.url, 'mock', 'fault', 'catalog/*=outage');
    const result = await cli.run('--api', server.url, 'product', 'show', 'EDGE-VOLATILE');
    expect(result.code).toBe(2);
    await cli.run('--api', server.url, 'mock', 'fault', '--clear');
  });

  it('fault: a spec the mock refuses, or none at all, is bad usage', async () => {
    const refused = await cli.run('--api', server.url, 'mock', 'fault', 'garbage');
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/must look like <pattern>=<effect>/);
    expect((await cli.run('--api', server.url, 'mock', 'fault')).code).toBe(2);
  });

  it('reset: back to the seed state (a cart made before is gone)', async () => {
    const { value } = await cli.json<{ cartId: string }>('--api', server.url, 'cart', 'create');
    expect((await cli.run('--api', server.url, 'cart', 'show', value.cartId)).code).toBe(0);
    expect((await cli.run('--api', server.url, 'mock', 'reset')).code).toBe(0);
    expect((await cli.run('--api', server.url, 'cart', 'show', value.cartId)).code).toBe(1);
  });

  it('reset and fault need --api; an unreachable one is exit 2', async () => {
    expect((await cli.run('mock', 'reset')).code).toBe(2);
    const down = await cli.run('--api', 'http://127.0.0.1:9', 'mock', 'reset');
    expect(down.code).toBe(2);
    expect(down.err).toMatch(/cannot reach the service/);
  });
});
