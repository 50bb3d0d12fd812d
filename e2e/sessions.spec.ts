import { expect, type Page, test } from './fixtures';
import { registerCustomer, skipNewsletterPopup, uniqueEmail } from './checkout-helpers';

// Sessions that end (docs/sessions.md): revoked on logout, ended elsewhere by a password change, the refresh token in
// an HttpOnly cookie, and an e-mail change confirmed with the current password.
test.describe.configure({ timeout: 240_000 });
const slow = expect.configure({ timeout: 45_000 });

test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

/** The access token the page got from the session route, and the cookie it now holds. */
async function signIn(page: Page, email: string, password: string): Promise<{ token: string; cookie: string }> {
  await page.goto('/en/login');
  const form = page.getByRole('main');
  await form.getByLabel(/^E-mail address/).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/__session/login') && r.status() === 200);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  const token = ((await (await answer).json()) as { result: string }).result;
  await page.waitForURL(/\/en\/my-account/);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sf_refresh');
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/__session' });
  return { token, cookie: `sf_refresh=${cookie?.value ?? ''}` };
}

test('login, logout: the old access token and the old refresh cookie are refused afterwards', async ({ page, request }) => {
  const email = uniqueEmail('session-logout', test.info().project.name);
  await registerCustomer(page, email);
  await page.getByRole('main').getByRole('button', { name: 'Log out', exact: true }).click();
  const { token, cookie } = await signIn(page, email, 'Winter2026!');
  // No page script can read the refresh token, and the device keeps no token.
  expect(await page.evaluate(() => document.cookie)).not.toContain('sf_refresh');
  expect((await request.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  await page.getByRole('main').getByRole('button', { name: 'Log out', exact: true }).click();
  await slow(page.getByText("You're logged out").first()).toBeVisible();
  expect((await request.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  const replay = await request.post('/__session/refresh', { headers: { cookie, 'content-type': 'application/json' }, data: {} });
  expect(replay.status()).toBe(401);
});

test('a reload keeps the session through the cookie, with no token in storage', async ({ page }) => {
  const email = uniqueEmail('session-reload', test.info().project.name);
  await registerCustomer(page, email);
  await page.reload();
  await slow(page.getByRole('heading', { name: 'Hello Sanne' })).toBeVisible();
  const stored = await page.evaluate(async () => {
    const local = JSON.stringify({ ...localStorage });
    const names = (await indexedDB.databases()).map((d) => d.name ?? '');
    return { local, names };
  });
  expect(stored.local).not.toMatch(/"token"|refreshToken/);
});

test('a password change in one browser ends the session in the other', async ({ page, browser }) => {
  const email = uniqueEmail('session-password', test.info().project.name);
  await registerCustomer(page, email);
  const other = await browser.newContext();
  const there = await other.newPage();
  await skipNewsletterPopup(there);
  await signIn(there, email, 'Winter2026!');

  await page.getByRole('link', { name: 'My details' }).click();
  await page.getByRole('button', { name: 'Change password' }).click();
  const drawer = page.getByRole('dialog', { name: 'Change password' });
  await drawer.getByLabel(/^Current password/).fill('Winter2026!');
  await drawer.getByLabel(/^New password/).fill('Summer2027!');
  await drawer.getByLabel(/^Repeat password/).fill('Summer2027!');
  await drawer.getByRole('button', { name: 'Confirm' }).click();
  await slow(page.getByText('Password has successfully been changed')).toBeVisible();

  // This browser goes on; the other one is signed out at its next step.
  await page.goto('/en/my-account/orders');
  await slow(page.getByRole('heading', { name: 'Hello Sanne' })).toBeVisible();
  await there.reload();
  await slow(there.getByRole('heading', { name: 'Hello Sanne' })).toHaveCount(0);
  await slow(there).not.toHaveURL(/\/my-account/);
  await there.screenshot({ path: test.info().outputPath('session-ended-elsewhere.png') });
  await other.close();
});

const emailViews = [
  {
    prefix: '',
    myDetails: 'Mijn gegevens',
    email: /^E-mailadres/,
    current: /^Huidig wachtwoord/,
    save: 'Wijzigingen opslaan',
    hint: 'Wijzig je je e-mailadres? Bevestig dat met je huidige wachtwoord.',
    required: 'Vul je huidige wachtwoord in om je e-mailadres te wijzigen.',
    updated: 'Je accountgegevens zijn bijgewerkt',
  },
  {
    prefix: '/en',
    myDetails: 'My details',
    email: /^E-mail address/,
    current: /^Current password/,
    save: 'Save changes',
    hint: 'Changing your e-mail address? Confirm it with your current password.',
    required: 'Enter your current password to change your e-mail address.',
    updated: 'Account data has successfully been updated',
  },
  {
    prefix: '/de',
    myDetails: 'Meine Daten',
    email: /^E-Mail-Adresse/,
    current: /^Aktuelles Passwort/,
    save: 'Änderungen speichern',
    hint: 'Du änderst deine E-Mail-Adresse? Bestätige das mit deinem aktuellen Passwort.',
    required: 'Gib dein aktuelles Passwort ein, um deine E-Mail-Adresse zu ändern.',
    updated: 'Deine Kontodaten wurden aktualisiert',
  },
];

for (const view of emailViews) {
  test(`an e-mail change needs the current password (${view.prefix || '/'})`, async ({ page }) => {
    const email = uniqueEmail(`session-email-${view.prefix.slice(1) || 'nl'}`, test.info().project.name);
    await registerCustomer(page, email);
    await page.goto(`${view.prefix}/my-account/details`);
    const form = page.getByRole('form').filter({ has: page.getByLabel(view.email) });
    await expect(form.getByLabel(view.current)).toHaveCount(0);
    await form.getByLabel(view.email).fill(`moved-${email}`);
    await expect(form.getByText(view.hint)).toBeVisible();
    await form.getByRole('button', { name: view.save }).click();
    await slow(form.getByText(view.required)).toBeVisible();
    await form.getByLabel(view.current).fill('Wrong2026!');
    await form.getByRole('button', { name: view.save }).click();
    await slow(page.getByText("The password doesn't match this account. Verify the password and try again.")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`email-password-${view.prefix.slice(1) || 'nl'}.png`), fullPage: true });
    await form.getByLabel(view.current).fill('Winter2026!');
    await form.getByRole('button', { name: view.save }).click();
    await slow(page.getByText(view.updated)).toBeVisible();
    await expect(form.getByLabel(view.current)).toHaveCount(0);
  });
}
