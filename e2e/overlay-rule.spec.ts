import { expect, type Page, test } from './fixtures';
import { registerCustomer, uniqueEmail } from './checkout-helpers';

// The overlay rule (ui/shell/overlay-rule.ts): the newsletter pop-up, due 8 s after the first load, waits until the
// page is free (no drawer, sheet, modal, confirmation or menu open, the cookie banner answered, the shopper not in a
// form field), then shows once. Real time: the schedule's chunk mounts when it arrives, so a fake clock could start
// counting before or after it.
test.describe.configure({ timeout: 180_000 });

const popup = (page: Page) => page.getByRole('dialog', { name: '10% off your first order' });
const pastDue = 12_000;
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/hF/shots/${name}-${String(page.viewportSize()?.width)}.png` });

/** Registers a customer without the pop-up, then lets it come on the next page this tab loads. */
async function customerDueAPopup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.sessionStorage.getItem('e2e-popup') === null) window.localStorage.setItem('newsletter-popup-shown', 'e2e');
  });
  await registerCustomer(page, uniqueEmail('overlay-rule', test.info().project.name));
  await page.evaluate(() => {
    window.sessionStorage.setItem('e2e-popup', 'due');
    window.localStorage.removeItem('newsletter-popup-shown');
  });
}

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('.layout[data-hydrated]')).toBeAttached();
}

for (const width of [1280, 375]) {
  test.describe(`${String(width)} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } });

    test('the pop-up waits while the change-password drawer is open, then shows once it has closed, and only once', async ({ page }) => {
      await customerDueAPopup(page);
      await page.goto('/en/my-account/details');
      await hydrated(page);
      await page.getByRole('button', { name: 'Change password' }).click();
      const drawer = page.getByRole('dialog', { name: 'Change password' });
      await expect(drawer).toBeVisible();
      await page.waitForTimeout(pastDue);
      await expect(popup(page)).toHaveCount(0);
      await shot(page, 'overlay-drawer-waits');
      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect(drawer).toHaveCount(0);
      await expect(popup(page)).toBeVisible({ timeout: 15_000 });
      await shot(page, 'overlay-popup-after-drawer');
      await popup(page).getByRole('button', { name: 'No, thank you' }).click();
      await expect(popup(page)).toHaveCount(0);
      await page.reload();
      await hydrated(page);
      await page.waitForTimeout(pastDue);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test.describe('a first visitor', () => {
      test.use({ consentChoice: 'undecided' });
      test('the pop-up waits for the cookie banner, and the banner lies below a drawer the shopper opens', async ({ page }) => {
        await page.goto('/en/');
        await hydrated(page);
        const banner = page.getByRole('region', { name: 'Cookies and privacy' });
        await expect(banner).toBeVisible();
        const opener = width === 375 ? page.getByRole('button', { name: 'Menu' }) : page.getByRole('button', { name: /^Cart/ });
        await opener.click();
        const drawer = page.getByRole('dialog', { name: width === 375 ? 'Menu' : 'Shopping cart' });
        await expect(drawer).toBeVisible();
        // What lies where the banner is: the drawer and its overlay, never the banner above them.
        const box = await banner.boundingBox();
        const top = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.consent-banner, .sidebar-root')?.className ?? '', {
          x: (box?.x ?? 0) + 10,
          y: (box?.y ?? 0) + 10,
        });
        expect(top).toContain('sidebar-root');
        await shot(page, 'overlay-banner-below-drawer');
        await page.keyboard.press('Escape');
        await expect(drawer).toHaveCount(0);
        await page.waitForTimeout(pastDue);
        await expect(popup(page)).toHaveCount(0);
        await banner.getByRole('button', { name: 'Reject all' }).click();
        await expect(popup(page)).toBeVisible({ timeout: 15_000 });
        await shot(page, 'overlay-popup-after-banner');
      });
    });
  });
}

test('the pop-up waits while the shopper types in a form, and comes once the focus has left it', async ({ page }) => {
  await customerDueAPopup(page);
  await page.goto('/en/my-account/details');
  await hydrated(page);
  const firstName = page.getByLabel(/^First name/);
  await firstName.click();
  await firstName.pressSequentially('Sanne Marie', { delay: 50 });
  await page.waitForTimeout(pastDue);
  await expect(popup(page)).toHaveCount(0);
  await expect(firstName).toBeFocused();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(popup(page)).toBeVisible({ timeout: 15_000 });
});
