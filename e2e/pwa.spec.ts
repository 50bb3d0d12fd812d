import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { expect, mockControlToken, test } from './fixtures';
import { enTexts, fillPersonal, fillShipping, skipNewsletterPopup, uniqueEmail } from './checkout-helpers';

// The installable app on the production server: the worker is allowed here (other specs block it, so
// their request routing and offline emulation see the page's own requests).
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

const views = [
  {
    lang: 'nl',
    home: '/',
    category: '/dames/kleding',
    product: '/kinderen/jongens/broeken/premium-broek-greta-10607',
    unvisited: '/studio/tops/cadeauset-rosa-9001700',
    productName: 'Premium broek Greta',
    addToCart: 'In winkelwagen',
    offlineBadge: 'Je bent offline. Sommige functies zijn mogelijk niet beschikbaar.',
    offlineNotice: 'Dit product, deze categorie of deze pagina is offline niet beschikbaar. We sturen je naar de homepage.',
    ok: 'OK',
    update: { text: 'Er is een nieuwe versie beschikbaar', button: 'Bijwerken' },
  },
  {
    lang: 'en',
    home: '/en/',
    category: '/en/women/clothing',
    product: '/en/kids/boys/trousers/premium-trousers-greta-10607',
    unvisited: '/en/studio/tops/gift-set-rosa-9001700',
    productName: 'Premium trousers Greta',
    addToCart: 'Add to cart',
    offlineBadge: 'You are offline. Some features might not be available.',
    offlineNotice: 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
    ok: 'OK',
    update: { text: 'A new version is available', button: 'Update' },
  },
  {
    lang: 'de',
    home: '/de/',
    category: '/de/damen/bekleidung',
    product: '/de/kinder/jungen/hosen/premium-hose-greta-10607',
    unvisited: '/de/studio/tops/geschenkset-rosa-9001700',
    productName: 'Premium Hose Greta',
    addToCart: 'In den Warenkorb',
    offlineBadge: 'Du bist offline. Einige Funktionen sind möglicherweise nicht verfügbar.',
    offlineNotice: 'Dieser Artikel, diese Kategorie oder diese Seite ist offline nicht verfügbar. Du wirst zur Startseite weitergeleitet.',
    ok: 'OK',
    update: { text: 'Eine neue Version ist verfügbar', button: 'Aktualisieren' },
  },
] as const;

/** Waits until the service worker controls the page and has kept the store's home (registered at idle after load). */
async function controlledBy(page: Page, home: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await expect
    .poll(() => page.evaluate(async (path) => (await caches.match(new URL(path, location.origin).href, { ignoreVary: true })) !== undefined, home), {
      timeout: 20_000,
    })
    .toBe(true);
}

/** The registration's workers and the page's controller, for a failure's message. */
const workerStates = (page: Page): Promise<string> =>
  page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const describe = (worker: ServiceWorker | null | undefined) => (worker ? `${worker.state} ${worker.scriptURL.slice(-40)}` : 'none');
      return `installing ${describe(registration?.installing)}; waiting ${describe(registration?.waiting)}; active ${describe(registration?.active)}; controller ${describe(navigator.serviceWorker.controller)}`;
    })
    .catch((error: unknown) => `unknown (${String(error)})`);

const clientDir = ((given) => (basename(given) === 'client' ? given : join(given, 'client')))(resolve(process.env.E2E_DIST ?? 'dist'));
const releaseMarker = '\n// e2e release ';

/** A new build as the browser's update check sees it: the served worker with other bytes. Answers the undo. */
function newRelease(): () => void {
  const file = join(clientDir, 'sw.js');
  const original = readFileSync(file, 'utf8').split(releaseMarker)[0]!;
  writeFileSync(file, `${original}${releaseMarker}${crypto.randomUUID()}`);
  return () => writeFileSync(file, original);
}

/**
 * Serves a new release until the page's registration has checked for it. One worker at a time: two tests writing
 * sw.js at once undid each other's release (one's restore came before the other's check).
 */
/** The lock a test holds from offering a release until it ends (released in afterEach). */
let heldReleaseLock: string | undefined;

/**
 * Offers a new release to the page. The served worker changes only for the update check; the lock stays held until
 * the test ends, so another view's test cannot change sw.js while this page reloads and checks for updates (that
 * page would then find yet another release waiting).
 */
async function offerNewRelease(page: Page): Promise<void> {
  const lock = join(clientDir, '.e2e-release-lock');
  for (let waitedMs = 0; ; waitedMs += 100) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock held for more than three minutes (longer than a test may run) was left by a killed run.
      if (waitedMs > 180_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  heldReleaseLock = lock;
  const restore = newRelease();
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  } finally {
    restore();
  }
}

test.afterEach(() => {
  if (heldReleaseLock !== undefined) rmSync(heldReleaseLock, { recursive: true, force: true });
  heldReleaseLock = undefined;
});

/** The home page of a view under its worker, with a new release offered: the update prompt, shown. */
async function promptForNewRelease(page: Page, view: (typeof views)[number]) {
  await page.goto(view.home);
  await controlledBy(page, view.home);
  await offerNewRelease(page);
  const prompt = page.getByRole('status').filter({ hasText: view.update.text });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  return prompt;
}

/** How the page was loaded; asked while it reloads, the old document is gone: that answer is 'not yet', not a failure. */
const navigationTypeOf = (page: Page) => () =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type).catch(() => 'navigating');

async function offline(context: BrowserContext, value: boolean): Promise<void> {
  await context.setOffline(value);
}

for (const view of views) {
  test.describe(`installable offline app (${view.lang})`, () => {
    test('the page links a valid manifest with icons of 192 and 512 px and a maskable one; Chromium finds it installable', async ({ page }) => {
      await page.goto(view.home);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe(`/manifest.${view.lang}.webmanifest`);
      const response = await page.request.get(href!);
      expect(response.headers()['content-type']).toContain('application/manifest+json');
      const manifest = (await response.json()) as {
        name: string;
        short_name: string;
        start_url: string;
        display: string;
        theme_color: string;
        background_color: string;
        icons: { src: string; sizes: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({
        name: 'NOORD',
        short_name: 'NOORD',
        start_url: view.home,
        display: 'standalone',
        theme_color: '#111111',
        background_color: '#ffffff',
      });
      const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
      expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
      for (const icon of manifest.icons) {
        const image = await page.request.get(icon.src);
        expect(image.status()).toBe(200);
        expect(image.headers()['content-type']).toBe('image/png');
      }
    });

    test("Chromium's own installability check finds nothing missing", async ({ browserName }, info) => {
      // Playwright's contexts are incognito, which Chromium never installs from: a persistent profile instead.
      const profile = mkdtempSync(join(tmpdir(), 'pwa-install-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        baseURL: info.project.use.baseURL!,
        serviceWorkers: 'allow',
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto(view.home);
        await controlledBy(page, view.home);
        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
        expect(installabilityErrors, browserName).toEqual([]);
        const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
        expect(manifest.url).toContain(`/manifest.${view.lang}.webmanifest`);
        expect(manifest.errors).toEqual([]);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });

    test('a new release is offered with the update prompt and taken when the shopper accepts', async ({ page }) => {
      const prompt = await promptForNewRelease(page, view);
      await page.screenshot({ path: test.info().outputPath(`update-prompt-${view.lang}.png`) });
      await prompt.getByRole('button', { name: view.update.button }).click();
      // The waiting release takes over and the page loads afresh with it.
      await expect
        .poll(navigationTypeOf(page), { timeout: 30_000 })
        .toBe('reload')
        .catch(async (error: unknown) => {
          // Seen now and then: Chromium stops the old release's worker once it is idle and activates the new one a moment
          // later; a request of the page in that moment starts the old worker again, and the new release then waits for
          // its idle timeout (about 30 s). Say what state the workers were in.
          throw new Error(`${error instanceof Error ? error.message : String(error)}\nservice workers: ${await workerStates(page)}`);
        });
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null).catch(() => false), { timeout: 30_000 })
        .toBe(true);
      await expect(page.getByText(view.update.text)).toBeHidden();
    });

    test('an accepted release takes over before a slow backend call in flight through the worker has ended', async ({ page }) => {
      test.setTimeout(150_000);
      const prompt = await promptForNewRelease(page, view);
      // A catalogue search the old release answers (stale-while-revalidate, nothing kept yet) that takes 120 s. The path
      // is this test's own, so the latency reaches no other test on the shared server.
      const control = { authorization: `Bearer ${mockControlToken}` };
      expect(
        (await page.request.post('/__mock/faults', { headers: control, data: { spec: 'POST */catalog/e2e_let_go_*/*=latency:120000', append: true } })).ok(),
      ).toBe(true);
      try {
        await page.evaluate((index) => {
          void fetch(`/api/catalog/${index}/product/_search`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }).catch(
            () => undefined,
          );
        }, `e2e_let_go_${view.lang}`);
        await page.waitForTimeout(300);
        await prompt.getByRole('button', { name: view.update.button }).click();
        // Without the old release letting go, the page reloaded only once the search had ended. Letting go is usually
        // over in a moment, but on a busy machine a request of the page can start the old release's worker again just
        // before the new one takes over, and Chromium then waits for that worker's idle timeout (30 s): the poll allows
        // for that, and still ends long before the search would have.
        await expect
          .poll(navigationTypeOf(page), { timeout: 60_000 })
          .toBe('reload')
          .catch(async (error: unknown) => {
            throw new Error(`${error instanceof Error ? error.message : String(error)}\nservice workers: ${await workerStates(page)}`);
          });
      } finally {
        await page.request.delete('/__mock/faults', { headers: control });
      }
    });

    test('offline, the update prompt stands above the offline badge at 375 and 1280 px', async ({ page }) => {
      const prompt = await promptForNewRelease(page, view);
      // Kept apart from the update journey above: going offline and back makes the browser check the worker again.
      await page.context().setOffline(true);
      const badge = page.locator('.offline-badge');
      for (const viewport of [
        { width: 375, height: 740 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        await expect(badge).toBeVisible();
        await expect(prompt).toBeVisible();
        const [a, b] = [(await prompt.boundingBox())!, (await badge.boundingBox())!];
        const apart = a.y + a.height <= b.y || b.y + b.height <= a.y || a.x + a.width <= b.x || b.x + b.width <= a.x;
        expect(apart, `update prompt ${JSON.stringify(a)} overlaps the offline badge ${JSON.stringify(b)} at ${viewport.width} px`).toBe(true);
        await page.screenshot({ path: test.info().outputPath(`update-prompt-offline-${viewport.width}.png`) });
      }
      await page.context().setOffline(false);
    });

    test('visited product and category reload offline with their prices; the offline badge shows', async ({ page, context }) => {
      await page.goto(view.product);
      await controlledBy(page, view.home);
      await page.goto(view.category);
      await expect(page.locator('.product-card').first()).toBeVisible();
      await page.goto(view.product);
      await expect(page.getByTestId('product-price')).toHaveText('€ 34,95');

      await offline(context, true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: view.productName })).toBeVisible();
      await expect(page.getByTestId('product-price')).toHaveText('€ 34,95');
      await expect(page.getByText(view.offlineBadge)).toBeVisible();

      await page.goto(view.category);
      await expect(page.locator('.product-card').first()).toBeVisible();
      await expect(page.locator('.product-card').first()).toContainText('€');
      await expect(page.getByText(view.offlineBadge)).toBeVisible();
      await offline(context, false);
    });

    test('an unvisited product offline shows the notice and leaves the shopper at home after OK', async ({ page, context }) => {
      await page.goto(view.home);
      await controlledBy(page, view.home);
      await offline(context, true);
      await page.goto(view.unvisited);
      const notice = page.getByText(view.offlineNotice);
      await expect(notice).toBeVisible();
      await page.screenshot({ path: `/tmp/h19/shots/offline-notice-${view.lang}-${test.info().project.name}.png` }).catch(() => undefined);
      await page.getByRole('button', { name: view.ok, exact: true }).click();
      await expect(notice).toBeHidden();
      await expect(page).toHaveURL(new URL(view.home, page.url()).href);
      await offline(context, false);
    });
  });
}

test('a product added to the cart offline is in the cart online after a reload', async ({ page, context }) => {
  const view = views[0];
  await page.goto(view.product);
  await controlledBy(page, view.home);
  await page.goto(view.product);
  await offline(context, true);
  await page.reload();
  await page.getByRole('button', { name: view.addToCart }).click();
  await expect(page.locator('.cart-badge').first()).toHaveText('1');
  await offline(context, false);
  await page.reload();
  await expect(page.locator('.cart-badge').first()).toHaveText('1');
  await page.goto('/winkelwagen/');
  await expect(page.getByText(view.productName).first()).toBeVisible();
});

test('an order placed offline under the worker is sent exactly once when the connection returns', async ({ page, context }, info) => {
  const orderCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/order') orderCalls.push(request.url());
  });
  await page.goto(views[1].product);
  await controlledBy(page, views[1].home);
  await page.getByRole('button', { name: views[1].addToCart }).click();
  await expect(page.locator('.cart-badge').first()).toHaveText('1');
  await page.goto('/en/checkout');
  await fillPersonal(page, enTexts, uniqueEmail('pwa-offline', info.project.name));
  await fillShipping(page, enTexts);
  const step = page.locator('.checkout-step--current');
  await step.getByRole('radio', { name: /Check \/ Money order/ }).check();
  await step.getByRole('button', { name: enTexts.continue }).click();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await offline(context, true);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Your order is saved on this device' })).toBeVisible();
  await expect(page.getByText('You are offline: we will send your order as soon as you are back online.')).toBeVisible();
  expect(orderCalls).toEqual([]);
  await offline(context, false);
  await expect.poll(() => orderCalls.length, { timeout: 15_000 }).toBe(1);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await page.reload();
  await page.waitForTimeout(1500);
  expect(orderCalls).toHaveLength(1);
});
