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
  await expect(page.getByText('Als er een account bestaat voor anna.devries@example.com, hebben we daar een link naartoe gestuurd')).toBeVisible();

  await page.goto('/password/reset?email=anna.devries%40example.com&token=expired');
  await page.getByLabel(/^Nieuw wachtwoord/).fill('abcdefgh');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.locator('#reset-password-error')).not.toBeEmpty();
});

const unreachableLogin = [
  {
    path: '/login',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    button: 'Inloggen',
    text: 'De winkel is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
  },
  {
    path: '/en/login',
    email: 'E-mail address',
    password: 'Password',
    button: 'Log in',
    text: 'The shop could not be reached. Check your connection and try again.',
  },
  {
    path: '/de/login',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    button: 'Anmelden',
    text: 'Der Shop ist nicht erreichbar. Prüfe deine Verbindung und versuche es noch einmal.',
  },
];

for (const view of unreachableLogin) {
  test(`a login whose connection drops says the shop could not be reached, not an address (${view.path})`, async ({ page }) => {
    await page.goto(view.path);
    const form = page.getByRole('main');
    await form.getByLabel(new RegExp(`^${view.email}`)).fill('anna.devries@example.com');
    await form.getByLabel(new RegExp(`^${view.password}`)).fill('Demo1234!');
    await page.route(/\/__session\/login/, (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: view.button, exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: view.text });
    await expect(alert).toBeVisible();
    await expect(alert).not.toContainText('http');
    // Nothing is lost: with the connection back, the same form logs in.
    await page.unroute(/\/__session\/login/);
    await form.getByRole('button', { name: view.button, exact: true }).click();
    await page.waitForURL(/\/my-account/);
  });
}
