import { expect, test } from './fixtures';
import { registerCustomer, skipNewsletterPopup, uniqueEmail } from './checkout-helpers';

// A tap on an account button the moment it shows must do what it says: replayed when the code comes, never lost.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

for (const width of [1280, 375]) {
  test(`${String(width)} px: "Add an address" and "Change password", tapped as soon as they show, open their dialog`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await registerCustomer(page, uniqueEmail('early-tap', test.info().project.name));
    for (let round = 0; round < 3; round += 1) {
      // A cold page each round: the modal host and the drawer's code are not there yet.
      await page.goto('/en/my-account/details', { waitUntil: 'commit' });
      const add = page.getByRole('button', { name: 'Add an address' });
      await add.click({ timeout: 30_000 });
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.goto('/en/my-account/details', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Change password' }).click({ timeout: 30_000 });
      await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible({ timeout: 15_000 });
    }
  });
}
