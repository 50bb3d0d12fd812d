import { expect, test } from './fixtures';
import { expectNoSeriousAxeViolations, skipNewsletterPopup } from './checkout-helpers';

// Journeys through the shop's server and the mock backend; the shared build machine is slow.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

test('an account page sends a guest to login, and shows the customer profile and orders after login', async ({ page }, info) => {
  await page.goto('/en/my-account/orders');
  await page.waitForURL(/\/en\/login\?redirect=/);
  await expect(page.getByText('You need to be logged in to see this page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel(/^E-mail address/).fill('anna.devries@example.com');
  await page.getByLabel(/^Password/).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Authorization failed' })).toBeVisible();

  await page.getByLabel(/^Password/).fill('Demo1234!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/en\/my-account\/orders/);
  await expect(page.getByRole('heading', { name: 'Hello Anna' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `/tmp/h9/shots/account-${info.project.name}.png`, fullPage: true });

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText("You're logged out")).toBeVisible();
});

test('forgot password sends the reset mail; the reset page asks for a new password with the rules', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
  await page.getByLabel(/^E-mailadres/).fill('anna.devries@example.com');
  await page.getByRole('button', { name: 'Link versturen' }).click();
  await expect(page.getByText('We hebben een link naar anna.devries@example.com gestuurd')).toBeVisible();

  await page.goto('/password/reset?email=anna.devries%40example.com&token=expired');
  await page.getByLabel(/^Nieuw wachtwoord/).fill('abcdefgh');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.locator('#reset-password-error')).not.toBeEmpty();
});
