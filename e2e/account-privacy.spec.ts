import { expect, test } from './fixtures';
import { skipNewsletterPopup, uniqueEmail } from './checkout-helpers';

// The forms of the account area tell nobody who has an account, and a shopper who tries too often is told to wait
// (the mock's throttle: 3 reset mails per address in 15 minutes), in each store view's language.
test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

const views = [
  {
    lang: 'nl',
    prefix: '',
    known: 'pieter.bakker@example.com',
    forgot: 'Wachtwoord vergeten?',
    email: /^E-mailadres/,
    send: 'Link versturen',
    sent: (email: string) => `Als er een account bestaat voor ${email}, hebben we daar een link naartoe gestuurd`,
    tooMany: 'Te veel pogingen in korte tijd. Wacht een paar minuten en probeer het dan opnieuw.',
  },
  {
    lang: 'en',
    prefix: '/en',
    known: 'emma.smith@example.com',
    forgot: 'Forgot your password?',
    email: /^E-mail address/,
    send: 'Send reset link',
    sent: (email: string) => `If an account exists for ${email}, we have sent a link there`,
    tooMany: 'Too many attempts in a short time. Please wait a few minutes and try again.',
  },
  {
    lang: 'de',
    prefix: '/de',
    known: 'sophie.mueller@example.com',
    forgot: 'Passwort vergessen?',
    email: /^E-Mail-Adresse/,
    send: 'Link senden',
    sent: (email: string) => `Falls es ein Konto für ${email} gibt, haben wir dorthin einen Link gesendet`,
    tooMany: 'Zu viele Versuche in kurzer Zeit. Bitte warte ein paar Minuten und versuche es dann noch einmal.',
  },
];

for (const view of views) {
  test(`${view.lang}: a reset for an unknown address reads like one for a known address; the 4th in a row is throttled`, async ({ page }, info) => {
    const ask = async (email: string) => {
      await page.goto(`${view.prefix}/login`);
      await page.getByRole('button', { name: view.forgot }).click();
      await page.getByLabel(view.email).fill(email);
      await page.getByRole('button', { name: view.send }).click();
    };
    // A demo account per store view: each address may ask three times in 15 minutes, over both projects.
    await ask(view.known);
    await expect(page.getByText(view.sent(view.known))).toBeVisible();
    const unknown = uniqueEmail(`nobody-${view.lang}`, info.project.name);
    for (let i = 0; i < 3; i++) {
      await ask(unknown);
      await expect(page.getByText(view.sent(unknown))).toBeVisible();
    }
    await ask(unknown);
    await expect(page.getByRole('alert').getByText(view.tooMany)).toBeVisible();
    await page.screenshot({ path: `/tmp/hD/shots/reset-throttled-${view.lang}-${info.project.name}.png`, fullPage: true });
  });
}

test('registering an address that has an account says to log in or reset, and the account is untouched', async ({ page }, info) => {
  await page.goto('/en/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel(/^First name/).fill('Eva');
  await page.getByLabel(/^Last name/).fill('Test');
  await page.getByLabel(/^E-mail address/).fill('jan.jansen@example.com');
  await page.getByLabel(/^Password/).fill('Winter2026!');
  await page.getByLabel(/^Repeat password/).fill('Winter2026!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page
      .getByRole('alert')
      .getByText('We could not sign you in with this password. If you already have an account with this address, log in or reset your password.'),
  ).toBeVisible();
  await page.screenshot({ path: `/tmp/hD/shots/register-taken-${info.project.name}.png`, fullPage: true });
});
