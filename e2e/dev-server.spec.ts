import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, test } from './fixtures';

// `npm start` (README): the development server loads the modules unbundled, so it breaks in ways the production
// build hides (a Node built-in reached by the browser, a hydration mismatch React reports only in development).
// One desktop run is enough: it is about the server, not the screen size.
test.describe.configure({ timeout: 120_000 });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForServer(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The development server stopped (${server.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The development server did not answer within 60 s:\n${output()}`);
}

test('npm start: the development server renders, hydrates without a mismatch, and the use cases load', async ({ page }) => {
  test.skip(test.info().project.name === 'mobile', 'one run of the development server is enough');
  const port = await freePort();
  let log = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/dev.ts'], { env: { ...process.env, PORT: String(port) }, stdio: 'pipe' });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForServer(`${origin}/en/`, server, () => log);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => window.localStorage.setItem('newsletter-popup-shown', '2026-11-01T00:00:00.000Z'));

    await page.goto(`${origin}/en/`);
    await expect(page.locator('.layout[data-hydrated]')).toBeAttached({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A personal page renders only once the use cases arrived from their chunk.
    await page.goto(`${origin}/en/checkout`);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 30_000 });
    expect(errors.filter((e) => !e.includes('Google Tag Manager'))).toEqual([]);
  } finally {
    server.kill('SIGTERM');
  }
});
