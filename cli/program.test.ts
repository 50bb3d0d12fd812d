import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '../application/config/runtime-config';
import { cliHarness } from '../testing/cli/harness';
import { createProgram, runProgram } from './program';

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s) };
  const code = await runProgram(createProgram('1.2.3', defaultRuntimeConfig, io), argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('storefront CLI', () => {
  it('prints its version', async () => {
    expect(await run('--version')).toMatchObject({ code: 0, out: '1.2.3' });
  });

  it('lists every setting with its environment variable', async () => {
    const { code, out } = await run('config');
    expect(code).toBe(0);
    expect(out).toMatch(/stock\.allowOutOfStockInCart\s+true\s+STOCK_ALLOW_OUT_OF_STOCK_IN_CART/);
    const json = JSON.parse((await run('config', '--json')).out) as { setting: string }[];
    expect(json.map((r) => r.setting)).toContain('cart.maxCartBypassAttempts');
  });

  it('answers a wrong command with exit code 2 and a hint on stderr', async () => {
    const result = await run('frobnicate');
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/unknown command 'frobnicate'[\s\S]*storefront --help/);
  });

  it("--help lists every command and examples; a command's help has its own examples", async () => {
    const help = await run('--help');
    expect(help.code).toBe(0);
    for (const command of ['url', 'stock', 'product', 'category', 'search', 'cart', 'customer', 'order', 'cms', 'mock', 'config'])
      expect(help.out).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
    expect(help.out).toMatch(/Examples:[\s\S]*storefront url resolve/);
    const sub = await run('cart', 'diff', '--help');
    expect(sub.code).toBe(0);
    expect(sub.out).toMatch(/Examples:\n {2}storefront cart diff/);
  });

  it('a missing argument or an unknown option of a subcommand is exit 2 with its usage hint', async () => {
    const missing = await run('url', 'resolve');
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/missing required argument 'path'/);
    const option = await run('stock', 'check', 'X', '--frob');
    expect(option.code).toBe(2);
    expect(option.err).toMatch(/unknown option '--frob'/);
  });

  it("a subcommand's usage hint names its whole command path (storefront stock check --help), not the subcommand alone", async () => {
    const option = await run('stock', 'check', 'X', '--frob');
    expect(option.err).toContain('(run storefront stock check --help for usage)');
    const missing = await run('url', 'resolve');
    expect(missing.err).toContain('(run storefront url resolve --help for usage)');
    const group = await run('stock', '--frob');
    expect(group.err).toContain('(run storefront stock --help for usage)');
  });
});

describe('errors', () => {
  const cli = cliHarness();

  it('an API that cannot be reached is one line on stderr and exit 2', async () => {
    const result = await cli.run('--api', 'http://127.0.0.1:9', 'search', 'broek');
    expect(result.code).toBe(2);
    expect(result.err.split('\n')).toHaveLength(1);
    expect(result.err).toMatch(/^error: .*Check --api/i);
    const route = await cli.run('--api', 'http://127.0.0.1:9', 'url', 'resolve', '/heren');
    expect(route.code).toBe(2);
    expect(route.err).toMatch(/^error: \/heren could not be resolved: Cannot reach http:\/\/127\.0\.0\.1:9\/.*the not-found page/);
  });

  it('--api that is not a URL is bad usage', async () => {
    const result = await cli.run('--api', 'localhost:8080', 'search', 'broek');
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/must start with http/);
  });

  it('--debug adds the stack trace and the service log', async () => {
    const result = await cli.run('--debug', 'product', 'show', 'NOPE-2');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/CliFailure: no product with sku NOPE-2[\s\S]*at /);
    expect(result.err).toMatch(/\[warn\] \[catalog\]/);
    cli.cleanup();
  });
});
