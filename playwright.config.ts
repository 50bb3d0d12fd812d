// The e2e run talks to the PRODUCTION SERVER (server rendering, mock backend's handlers mounted in the same process),
// not `vite preview`. Build into your own folder, then point E2E_DIST at it (or at its client/ subfolder):
//   npm run build -- --outDir /tmp/<you>/dist
//   E2E_PORT=<your port> E2E_DIST=/tmp/<you>/dist npx playwright test e2e/<your>*.spec.ts
// `npx vite build --outDir /tmp/<you>/dist/client` alone also works: scripts/e2e-server.mjs builds the server bundle
// next to it when it is missing or older. One server serves the whole run, so the mock backend's state (customers,
// carts, orders) is shared by all tests: use unique e-mail addresses per test and project. Public pages may come from
// the output cache (response header x-cache); the browser uses no MSW worker in this mode.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath,
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions,
    // The production server registers the shop's service worker; a spec sees its own requests and offline emulation
    // only without it. e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, launchOptions },
      // What these prove does not depend on the viewport (HTTP answers and sitemaps, the service worker and manifest,
      // the development server's wiring); running them twice only doubled the suite's time on two cores.
      testIgnore: ['seo.spec.ts', 'pwa.spec.ts', 'dev-server.spec.ts'],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    env: { E2E_PORT: String(port), E2E_DIST: process.env.E2E_DIST ?? 'dist' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
