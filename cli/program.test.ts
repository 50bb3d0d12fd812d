import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '../application/config/runtime-config';
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
});
