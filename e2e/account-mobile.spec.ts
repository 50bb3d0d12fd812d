// The account's addresses at 375 px: the bottom sheet's 'Save address' can be pressed. A signed-up
// shopper's long e-mail address used to widen the account page past the phone's screen, so the page scrolled
// sideways, the sheet (as wide as the page) lost its close button off the right edge and its last row, the buttons,
// lay partly below the visible screen, where a tap landed on the form instead of on 'Save address'.
import { expect, type Page, test } from './fixtures';
import { expectNoSeriousAxeViolations, registerCustomer, skipNewsletterPopup, uniqueEmail, waitForSettledDialogs } from './checkout-helpers';

test.describe.configure({ timeout: 300_000 });
const slow = expect.configure({ timeout: 45_000 });
const shotsDir = process.env.SHOTS_DIR;

test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The control is inside the visible screen and is what a tap on its middle reaches. */
async function expectTappable(page: Page, name: string): Promise<void> {
  const button = page.getByRole('dialog').getByRole('button', { name, exact: true });
  // A sheet that is still sliding up is not yet where the shopper's tap will land.
  await waitForSettledDialogs(page);
  await button.scrollIntoViewIfNeeded();
  const hit = await button.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const viewport = window.visualViewport ?? { width: window.innerWidth, height: window.innerHeight };
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return { box: r.toJSON() as Box, viewport: { width: viewport.width, height: viewport.height }, reached: top === el || el.contains(top) };
  });
  expect(hit.reached, `'${name}' is covered`).toBe(true);
  expect(hit.box.x + hit.box.width, `'${name}' runs off the right edge`).toBeLessThanOrEqual(hit.viewport.width);
  expect(hit.box.y + hit.box.height, `'${name}' lies below the screen`).toBeLessThanOrEqual(hit.viewport.height);
}

test('en at 375 px: add, edit and delete an address in the bottom sheet (cart spec §2, §3)', async ({ page }) => {
  test.skip(test.info().project.name !== 'mobile', 'at 1280 px the whole address journey runs in account-journeys.spec.ts');
  await registerCustomer(page, uniqueEmail('addresses-phone-with-a-long-address', test.info().project.name));
  await slow(page.getByRole('main').getByText('Sanne Jansen')).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.visualViewport?.width ?? window.innerWidth }));
  expect(widths.page, 'the account page is wider than the screen').toBeLessThanOrEqual(widths.screen);

  await page.getByRole('button', { name: 'Add an address' }).click();
  const dialog = page.getByRole('dialog');
  await expectTappable(page, 'Close');
  await expectTappable(page, 'Save address');
  if (shotsDir !== undefined) await page.screenshot({ path: `${shotsDir}/account-address-sheet-${test.info().project.name}.png` });
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await slow(dialog.getByText('Field is required.').first()).toBeVisible();
  await dialog.getByLabel(/^Street/).fill('Damrak');
  await dialog.getByLabel(/^House number/).fill('12');
  await dialog.getByLabel(/^Addition/).fill('B');
  await dialog.getByLabel(/^Postcode/).fill('1012 LG');
  await dialog.getByLabel(/^City/).fill('Amsterdam');
  await expectTappable(page, 'Save address');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await slow(page.getByRole('dialog')).toHaveCount(0);
  await slow(page.getByText('Damrak 12 B')).toBeVisible();

  await page.getByRole('button', { name: 'Edit address Damrak 12 B, Amsterdam' }).click();
  await dialog.getByLabel(/^City/).fill('Haarlem');
  await expectTappable(page, 'Save address');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await slow(page.getByText('Haarlem')).toBeVisible();
  if (shotsDir !== undefined) await page.screenshot({ path: `${shotsDir}/account-addresses-${test.info().project.name}.png`, fullPage: true });

  await page.getByRole('button', { name: 'Delete address Damrak 12 B, Haarlem' }).click();
  await page.getByRole('alertdialog', { name: 'Delete the address Damrak 12 B, Haarlem?' }).getByRole('button', { name: 'Delete' }).click();
  await slow(page.getByText('The address has been deleted.')).toBeVisible();
  await slow(page.getByText('Haarlem')).toHaveCount(0);
});

test('de at 375 px: an order shows its lines with pictures and fits the screen', async ({ page }) => {
  test.skip(test.info().project.name !== 'mobile', 'at 1280 px the order page runs in account-journeys.spec.ts');
  await page.goto('/de/login');
  await page.getByLabel(/^E-Mail-Adresse/).fill('anna.devries@example.com');
  await page.getByLabel(/^Passwort/).fill('Demo1234!');
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL(/my-account/);
  await page.goto('/de/my-account/orders');
  await page.locator('.account-orders a').first().click();
  const pictures = page.locator('.account-order-lines img');
  await slow(pictures.first()).toBeVisible();
  await expect
    .poll(() => pictures.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.visualViewport?.width ?? window.innerWidth }));
  expect(widths.page, 'the order page is wider than the screen').toBeLessThanOrEqual(widths.screen);
  await expect(page.getByRole('button', { name: 'Erneut bestellen' })).toBeVisible();
  if (shotsDir !== undefined) await page.screenshot({ path: `${shotsDir}/account-order-${test.info().project.name}.png`, fullPage: true });
});
