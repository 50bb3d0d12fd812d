import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type UserConfig } from 'vite';
import viteConfig from '../vite.config';
import { verifyPassword } from '../mock-backend/state/passwords';
import { mockDataPlugin, staticDemoMode } from './vite-mock-data';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the plugin as `vite build --mode <mode>` would, over a fixture folder with a demo customer. */
async function buildWith(mode: string): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'mock-data-'));
  made.push(root);
  mkdirSync(join(root, 'fixtures'));
  writeFileSync(join(root, 'fixtures/manifest.json'), '{"files":[]}');
  writeFileSync(
    join(root, 'fixtures/commerce.json'),
    JSON.stringify({
      customers: [
        { password: 'Demo1234!', customer: { id: 1 } },
        { password: 'Demo1234!', customer: { id: 2 } },
      ],
      orders: [],
    }),
  );
  const plugin = mockDataPlugin(join(root, 'fixtures'));
  const outDir = join(root, 'out');
  const vitest = process.env['VITEST'];
  // The plugin never writes under Vitest (the test run loads vite.config.ts too): this test plays the build.
  delete process.env['VITEST'];
  try {
    (plugin.configResolved as (config: unknown) => void)({ command: 'build', mode, build: { outDir, ssr: false } });
    await (plugin.closeBundle as () => Promise<void>)();
  } finally {
    process.env['VITEST'] = vitest;
  }
  return outDir;
}

describe('fixture data in the browser build', () => {
  it('is not in the production build of the server-rendered shop', async () => {
    expect(existsSync(join(await buildWith('production'), 'mock-data'))).toBe(false);
  });

  it('is in the static demo, with every password hashed', async () => {
    const out = await buildWith(staticDemoMode);
    expect(existsSync(join(out, 'mock-data/manifest.json'))).toBe(true);
    const text = readFileSync(join(out, 'mock-data/commerce.json'), 'utf8');
    expect(text).not.toContain('Demo1234!');
    const customers = (JSON.parse(text) as { customers: { password: string }[] }).customers;
    for (const customer of customers) expect(await verifyPassword('Demo1234!', customer.password)).toBe(true);
  });
});

describe('source maps of the browser build', () => {
  const configOf = (isSsrBuild: boolean, mode = 'production') =>
    (viteConfig as (env: { command: 'build'; mode: string; isSsrBuild: boolean }) => UserConfig)({ command: 'build', mode, isSsrBuild });

  it("are hidden (no sourceMappingURL in the chunks), the server bundle's linked, the static demo has none", () => {
    expect(configOf(false).build?.sourcemap).toBe('hidden');
    expect(configOf(true).build?.sourcemap).toBe(true);
    expect(configOf(false, staticDemoMode).build?.sourcemap).toBe(false);
  });
});
