import { expect, test } from './fixtures';
import { belt, seedCart } from './cart-helpers';
import { skipNewsletterPopup, tabTo, uniqueEmail } from './checkout-helpers';

// Journeys through the shop's server and the mock backend; the shared build machine is slow.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

test('keyboard only: an order placed offline is queued and sent exactly once after reconnecting', async ({ page, context }, info) => {
  const orderCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/order') orderCalls.push(request.url());
  });
  await seedCart(page, [belt]);
  await page.goto('/en/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  await tabTo(page, page.getByLabel(/^First name/));
  await page.keyboard.type('Sanne');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Jansen');
  await page.keyboard.press('Tab');
  await page.keyboard.type(uniqueEmail('offline', info.project.name));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Shipping', exact: true })).toBeFocused();
  await tabTo(page, page.getByLabel(/^Postal code/));
  await page.keyboard.type('1012LB');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await tabTo(page, page.getByLabel(/^Phone number/));
  await expect(page.getByLabel(/^Street/)).toHaveValue('Damrak');
  await page.keyboard.type('0612345678');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeFocused();
  await tabTo(page, page.getByRole('radio', { checked: true }));
  const checkmo = page.getByRole('radio', { name: /Check \/ Money order/ });
  for (let i = 0; i < 6 && !(await checkmo.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(checkmo).toBeChecked();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Review order', exact: true })).toBeFocused();
  await tabTo(page, page.getByRole('checkbox', { name: /I accept the/ }));
  await page.keyboard.press('Space');
  await context.setOffline(true);
  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');

  await expect(page.getByText('The order can not be transfered because of server error. Order has been queued')).toBeVisible();
  // A queued order says it is kept on the device, and becomes the thank-you page once it has gone out.
  await expect(page.getByRole('heading', { name: 'Your order is saved on this device' })).toBeVisible();
  await expect(page.getByText('You are offline: we will send your order as soon as you are back online.')).toBeVisible();
  expect(orderCalls).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => orderCalls.length, { timeout: 10_000 }).toBe(1);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await context.setOffline(true);
  await context.setOffline(false);
  await page.waitForTimeout(1500);
  expect(orderCalls).toHaveLength(1);
});

const offlineDiscount = [
  { path: '/checkout', apply: 'Toepassen', hint: 'Een kortingscode kun je toepassen zodra je weer online bent.' },
  { path: '/en/checkout', apply: 'Apply', hint: 'A discount code can be applied once you are online again.' },
  { path: '/de/checkout', apply: 'Einlösen', hint: 'Einen Rabattcode kannst du einlösen, sobald du wieder online bist.' },
];

for (const view of offlineDiscount) {
  test(`offline, the summary's discount code waits for the connection instead of calling the code invalid (${view.path})`, async ({ page, context }, info) => {
    await seedCart(page, [belt]);
    await page.goto(view.path);
    const summary = page.getByRole('complementary');
    const apply = summary.getByRole('button', { name: view.apply, exact: true });
    await expect(apply).toBeEnabled();
    await context.setOffline(true);
    await expect(apply).toBeDisabled();
    await expect(summary.getByText(view.hint)).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await summary.getByText(view.hint).scrollIntoViewIfNeeded();
      await expect(summary.getByText(view.hint)).toBeInViewport();
      await page.screenshot({ path: info.outputPath(`offline-discount-${String(width)}.png`) });
    }
    await context.setOffline(false);
    await expect(apply).toBeEnabled();
    await expect(summary.getByText(view.hint)).toHaveCount(0);
  });
}
