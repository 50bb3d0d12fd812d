// The e2e run talks to the PRODUCTION SERVER (server rendering, mock backend's handlers mounted in the same process),
// not `vite preview`. Build into your own folder, then point E2E_DIST at it (or at its client/ subfolder):
//   npm run build -- --outDir /tmp/<you>/dist
//   E2E_PORT=<your port> E2E_DIST=/tmp/<you>/dist npx playwright test e2e/<your>*.spec.ts
// `npx vite build --outDir /tmp/<you>/dist/client` alone also works: scripts/e2e-server.mjs builds the server bundle
// next to it when it is missing or older. One server serves the whole run, so the mock backend's state (customers,
// carts, orders) is shared by all tests: use unique e-mail addresses per test and project. Public pages may come from
// the output cache (response header x-cache); the browser uses no MSW worker in this mode.
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// Debian's chromium-headless-shell (the old headless mode Playwright itself uses) costs less CPU per test than the full
// browser; `npm test` installs it (scripts/find-chrome.mjs). CHROME_PATH wins.
const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
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
    // Recording a trace for every test (to keep the failing ones) cost a quarter of the suite's CPU; CI retries a
    // failure once and traces that retry.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
    // The production server registers the shop's service worker; a spec sees its own requests and offline emulation
    // only without it. e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      testIgnore: ['session-clock.spec.ts', 'account-mobile.spec.ts'],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, launchOptions },
      // At 375 px run what the viewport changes: the mobile menu and header, bottom sheets and drawers, the filter
      // sheet and card size picker of listings, the checkout's layout, and every screen's picture (visual.spec.ts).
      // The other journeys assert the same rules at both widths; running all of them twice doubled the suite's time
      // on two cores and put `npm test` over its 30 minutes.
      testMatch: ['shell.spec.ts', 'overlays.spec.ts', 'visual.spec.ts', 'catalog.spec.ts', 'search.spec.ts', 'checkout.spec.ts', 'account-mobile.spec.ts'],
    },
    {
      // Moves the mock's clock, which is the whole server's: it runs alone, once every other test has finished.
      name: 'mock-clock',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      testMatch: 'session-clock.spec.ts',
      dependencies: ['desktop', 'mobile'],
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
