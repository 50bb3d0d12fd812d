import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures';

const shots = '/tmp/h4/shots';

/** Once the layout is marked hydrated, clicks and keys reach React (the overlays mount in the same render). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('.layout[data-hydrated]')).toBeAttached();
}
const project = () => test.info().project.name;

/**
 * The newsletter pop-up's schedule is an overlay of its own, mounted once its chunk has arrived after hydration: its
 * 8 s count from then (the modal host loads only when a modal is due). Call before the page loads; await after.
 */
function popupScheduled(page: Page): () => Promise<void> {
  const chunk = page.waitForResponse(/\/NewsletterPopup[-.][^/]*$/);
  return async () => {
    await chunk;
    await expect(page.locator('.layout[data-hydrated]')).toBeAttached();
  };
}

async function seriousViolations(page: Page, include: string): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include(include).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('with the newsletter pop-up already shown', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('newsletter-popup-shown', 'e2e'));
  });

  test("a toast announces the notice and its 'Proceed to checkout' action goes to the store's checkout", async ({ page }) => {
    await page.goto('/en/styleguide');
    await hydrated(page);
    await page.getByRole('button', { name: 'Success', exact: true }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Product has been added to the cart!' });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('button', { name: 'OK' })).toBeVisible();
    await page.screenshot({ path: `${shots}/toast-${project()}.png` });
    // The styleguide's cart is empty, so the checkout sends the shopper on to the cart at once: the step to the
    // checkout is caught as it happens, not looked for afterwards.
    const toCheckout = page.waitForURL(/\/en\/checkout\/?$/);
    await toast.getByRole('button', { name: 'Proceed to checkout' }).click();
    await toCheckout;
  });

  test('errors are alerts, translated, and dismissable', async ({ page }) => {
    await page.goto('/de/styleguide');
    await hydrated(page);
    await page.getByRole('button', { name: 'Fehler', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Dieser Gutscheincode ist nicht gültig.' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Benachrichtigung schließen' }).click();
    await expect(alert).toBeHidden();
  });

  test('a modal traps focus, closes on Escape and an outside click, and gives focus back', async ({ page }) => {
    await page.goto('/en/styleguide');
    await hydrated(page);
    const opener = page.getByRole('button', { name: 'Open a modal' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Coming soon' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'OK, got it' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    expect(await seriousViolations(page, '.modal-backdrop')).toEqual([]);
    await page.screenshot({ path: `${shots}/modal-${project()}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('on mobile, dragging the sheet header down more than 100 px closes it', async ({ page }) => {
    test.skip(project() !== 'mobile', 'the bottom sheet is the mobile form');
    await page.goto('/en/styleguide');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open a modal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Coming soon' });
    await expect(dialog).toBeVisible();
    // Where the header is once the sheet has slid up, not on its way.
    await dialog.evaluate((sheet) => Promise.all(sheet.getAnimations().map((animation) => animation.finished)));
    const box = await dialog.locator('.modal__header').boundingBox();
    if (!box) throw new Error('no sheet header');
    const x = box.x + 40;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 60, { steps: 4 });
    await page.mouse.up();
    await expect(dialog).toBeVisible();
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 160, { steps: 6 });
    await page.mouse.up();
    await expect(dialog).toBeHidden();
  });

  test('the offline badge shows while the browser is offline', async ({ page, context }) => {
    await page.goto('/en/styleguide');
    await hydrated(page);
    // The badge is a lazy overlay mounted after hydration; its chunk must be in before the network goes away.
    await expect(page.locator('.offline-badge-region')).toBeAttached();
    const badge = page.getByText('You are offline. Some features might not be available.');
    await expect(badge).toBeHidden();
    await context.setOffline(true);
    await expect(badge).toBeVisible();
    await page.screenshot({ path: `${shots}/offline-${project()}.png` });
    await context.setOffline(false);
    await expect(badge).toBeHidden();
  });
});

test('an overlay whose chunk cannot be fetched leaves the page working, and comes once the browser is back online', async ({ page, context }) => {
  let blocked = true;
  let aborted: () => void = () => undefined;
  const toastsAborted = new Promise<void>((resolve) => (aborted = resolve));
  await page.route(/\/assets\/Toasts-[\w-]+\.js$/, async (route) => {
    if (!blocked) return route.continue();
    await route.abort('connectionreset');
    aborted();
  });
  await page.goto('/en/styleguide');
  await toastsAborted;
  // The offline badge, another overlay, is in: the page has hydrated and still shows its content.
  await expect(page.locator('.offline-badge-region')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Success', exact: true })).toBeVisible();
  await expect(page.locator('.layout[data-hydrated]')).toBeAttached();
  blocked = false;
  await context.setOffline(true);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Success', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product has been added to the cart!' })).toBeVisible();
});

test('the first modal mounts the host: the dialog takes the focus and gives it back to its opener', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('newsletter-popup-shown', 'e2e'));
  // The use cases stay on their way, so the host mounts for the modal, not because they have arrived.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/browser-services-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const hostRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/ModalHost-[\w-]+\.js$/.test(request.url())) hostRequests.push(request.url());
  });
  await page.goto('/en/styleguide');
  await hydrated(page);
  expect(hostRequests).toEqual([]);
  const opener = page.getByRole('button', { name: 'Open a modal' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Coming soon' });
  await expect(dialog).toBeVisible();
  expect(hostRequests).toHaveLength(1);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  release();
});

test('a modal whose host cannot be fetched says so, gives the focus back when closed, and opens once the browser is back online', async ({ page, context }) => {
  await page.addInitScript(() => window.localStorage.setItem('newsletter-popup-shown', 'e2e'));
  await page.goto('/en/styleguide');
  await hydrated(page);
  // Offline: online, a failed chunk first loads the page afresh once (ui/pwa/stale-chunks.ts).
  await context.setOffline(true);
  const opener = page.getByRole('button', { name: 'Open a modal' });
  const failed = page.locator('.modal-slot-failed').getByRole('alert');
  await opener.click();
  await expect(failed).toContainText("Component couldn't be loaded due to lack of network connectivity.");
  await expect(failed.getByRole('button', { name: 'Try again' })).toBeFocused();
  expect(await seriousViolations(page, '.modal-slot-failed')).toEqual([]);
  await page.screenshot({ path: `${shots}/modal-host-failed-${project()}.png` });
  await page.keyboard.press('Escape');
  await expect(page.locator('.modal-slot-failed')).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await failed.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.modal-slot-failed')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();

  // Back online the host is asked for again by itself: the next modal opens, not the error.
  await context.setOffline(false);
  await expect(page.locator('.modal-host')).toBeAttached();
  await opener.click();
  await expect(page.getByRole('dialog', { name: 'Coming soon' })).toBeVisible();
  await expect(page.locator('.modal-slot-failed')).toHaveCount(0);
});

test('a modal due while offline opens once the browser is back online', async ({ page, context }) => {
  await page.addInitScript(() => window.localStorage.setItem('newsletter-popup-shown', 'e2e'));
  await page.goto('/en/styleguide');
  await hydrated(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Open a modal' }).click();
  await expect(page.locator('.modal-slot-failed').getByRole('alert')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('dialog', { name: 'Coming soon' })).toBeVisible();
  await expect(page.locator('.modal-slot-failed')).toHaveCount(0);
});

test('the newsletter modal opens once, 8 s after the first load, and subscribes', async ({ page }) => {
  await page.clock.install();
  let scheduled = popupScheduled(page);
  await page.goto('/en/');
  // Only the test moves time once the schedule has mounted, with slack for a busy machine between the mount and the
  // pause.
  await scheduled();
  await page.clock.pauseAt(await page.evaluate(() => new Date().getTime() + 1000)); // the page's fake time
  const dialog = page.getByRole('dialog', { name: '10% off your first order' });
  await page.clock.runFor(5000);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(3000);
  // The pop-up is due; React shows a lazy part (the host, if the use cases have not brought it yet, and the modal's
  // content) on a timer of its own: let time flow.
  await page.clock.resume();
  await expect(dialog).toBeVisible();
  const email = dialog.getByRole('textbox', { name: 'Your e-mail address' });
  await email.fill('not-an-address');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('Please provide an valid e-mail address.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${shots}/newsletter-${project()}.png` });
  await email.fill(`h4-${project()}-${test.info().testId}@example.com`);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByRole('status')).toHaveText('You have been successfully subscribed to our newsletter!');
  await page.clock.runFor(3100);
  await expect(dialog.getByRole('status')).toHaveText('');
  await dialog.getByRole('button', { name: 'No, thank you' }).click();
  await page.clock.runFor(400); // the close animation
  await expect(dialog).toBeHidden();

  await page.clock.resume();
  scheduled = popupScheduled(page);
  await page.reload();
  await scheduled();
  await page.clock.runFor(10_000);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the newsletter pop-up never covers the checkout: it waits until the shopper leaves it', async ({ page }) => {
  await page.clock.install();
  const scheduled = popupScheduled(page);
  await page.goto('/en/checkout-failed');
  await scheduled();
  await page.clock.pauseAt(await page.evaluate(() => new Date().getTime() + 1000));
  await page.clock.runFor(10_000);
  const dialog = page.getByRole('dialog', { name: '10% off your first order' });
  await expect(dialog).toBeHidden();
  // The host has come with the use cases (the page went idle in those 10 s): a modal due now would be on screen.
  await page.clock.resume();
  await expect(page.locator('.modal-host')).toBeAttached();
  await expect(page.locator('.modal[data-modal]')).toHaveCount(0);
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/$/);
  // The default layout mounts its own overlays (the schedule's chunk is in): the pop-up comes 8 s after them.
  await expect(page.locator('.layout-default[data-hydrated]')).toBeAttached();
  await page.clock.runFor(8100);
  // React shows a lazy modal's content on a timer of its own: let time flow again.
  await page.clock.resume();
  await expect(dialog).toBeVisible();
});
