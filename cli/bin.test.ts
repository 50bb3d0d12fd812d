import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '../mock-backend/server';
import { loginToken, standaloneMock } from '../testing/cli/harness';

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bin-test-'));
const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Spawns the binary without blocking: the standalone mock of these tests answers from this very process. */
function storefront(args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['cli/bin.js', ...args], { env: { ...process.env, STOREFRONT_CLI_DATA_DIR: dataDir, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out, err }));
  });
}

let server: MockServer;
beforeAll(async () => {
  // The binary runs the bundle built once (at install, `npm run build`, `npm run build:cli`): build it from these sources.
  // @ts-expect-error -- a plain .mjs build script without types
  const { buildCli } = (await import('../scripts/build-cli.mjs')) as { buildCli: () => Promise<string> };
  await buildCli();
  server = await standaloneMock();
}, 120_000);
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the real binary (node cli/bin.js)', { timeout: 120_000 }, () => {
  it('a start runs the bundle built once: it never bundles, nor looks at the sources, even after a source changed', async () => {
    const builtAt = readFileSync('.cli-build/current/built-at.txt', 'utf8');
    const before = readdirSync('.cli-build').sort();
    const now = new Date();
    utimesSync('cli/program.ts', now, now);
    expect(await storefront(['--help'])).toMatchObject({ code: 0, err: '' });
    expect(readdirSync('.cli-build').sort()).toEqual(before);
    expect(readFileSync('.cli-build/current/built-at.txt', 'utf8')).toBe(builtAt);
  });

  it('--version prints the package version', async () => {
    expect(await storefront(['--version'])).toMatchObject({ code: 0, out: `${version}\n` });
  });

  it('resolves a path against the in-process mock', async () => {
    const result = await storefront(['url', 'resolve', '/en/', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out)).toMatchObject({ foundBy: 'dispatcher', route: { name: 'home' } });
  });

  it('talks to the standalone mock server with --api; a not-found is exit 1 on stderr', async () => {
    const found = await storefront(['--api', server.url, 'stock', 'check', 'EDGE-VOLATILE']);
    expect(found.code).toBe(0);
    expect(found.out).toMatch(/EDGE-VOLATILE\s+yes\s+0\s+0\s+yes/);
    const missing = await storefront(['--api', server.url, 'product', 'show', 'NOPE-3']);
    expect(missing).toMatchObject({ code: 1, out: '' });
    expect(missing.err).toMatch(/^error: no product with sku NOPE-3/);
    expect(missing.err).not.toMatch(/ at /);
  });

  it('bad usage and a bad environment setting are exit 2', async () => {
    expect((await storefront(['product', 'variant', 'KTR-10002', '--option', 'size_ois'])).code).toBe(2);
    const env = await storefront(['config'], { CART_SYNCHRONIZE: 'maybe' });
    expect(env.code).toBe(2);
    expect(env.err).toMatch(/CART_SYNCHRONIZE="maybe" is not a boolean/);
  });

  it('every command through the binary against the standalone server (--api): exit 0 and JSON on stdout', async () => {
    const api = ['--api', server.url, '--json'];
    const token = await loginToken(server.url, 'anna.devries@example.com');
    const cart = await storefront([...api, 'cart', 'create']);
    const cartId = String((JSON.parse(cart.out) as { cartId: string }).cartId);
    const clientFile = join(dataDir, 'client.json');
    writeFileSync(clientFile, JSON.stringify({ version: 1, items: [{ sku: 'EDGE-VOLATILE', qty: 1 }] }));
    const orders = await storefront([...api, '--token', token, 'order', 'list', '--customer', 'anna.devries@example.com']);
    const orderId = (JSON.parse(orders.out) as { items: { incrementId: string }[] }).items[0]?.incrementId ?? '';
    const commands = [
      ['url', 'resolve', '/heren'],
      ['url', 'map', '--limit', '2'],
      ['url', 'redirects', '--limit', '2'],
      ['stock', 'check', 'EDGE-VOLATILE'],
      ['stock', 'list', '--skus', 'EDGE-VOLATILE,EDGE-MAX-QTY'],
      ['product', 'show', 'KTR-10002', '--variants'],
      ['product', 'variant', 'KTR-10002', '--option', 'size_ois=134'],
      ['category', 'tree', '--depth', '1'],
      ['search', 'broek'],
      ['cart', 'show', cartId],
      ['cart', 'totals', cartId],
      ['cart', 'diff', cartId, '--client', clientFile],
      ['customer', 'find', 'anna.devries@example.com'],
      ['--token', token, 'order', 'show', orderId],
      ['cms', 'story', 'home'],
      ['mock', 'fault', '--list'],
      ['config'],
    ];
    const results = await Promise.all(commands.map((command) => storefront([...api, ...command])));
    results.forEach((result, i) => {
      expect({ command: commands[i]?.join(' '), code: result.code, err: result.err }).toEqual({ command: commands[i]?.join(' '), code: 0, err: '' });
      expect(() => JSON.parse(result.out) as unknown).not.toThrow();
    });
    expect((await storefront([...api, 'cart', 'add', cartId, 'EDGE-VOLATILE'])).code).toBe(0);
    expect((await storefront([...api, 'mock', 'reset'])).code).toBe(0);
  });

  it('mock start serves on a free port until stopped', async () => {
    const child = spawn(process.execPath, ['cli/bin.js', 'mock', 'start', '--port', '0', '--products', '40'], {
      env: { ...process.env, STOREFRONT_CLI_DATA_DIR: dataDir },
    });
    const url = await new Promise<string>((resolve, reject) => {
      let seen = '';
      child.stdout.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
        if (match?.[1] !== undefined) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`mock start exited with ${code}: ${seen}`)));
    });
    const answer = await fetch(`${url}/api/stock/check?sku=EDGE-VOLATILE`);
    expect(answer.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  });
});
