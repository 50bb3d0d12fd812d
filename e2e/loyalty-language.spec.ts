import { expect, type Page, test } from './fixtures';
import { skipNewsletterPopup } from './checkout-helpers';

// Anna's loyalty block in the store view's language: coupons without the provider's Dutch text and without the value
// twice, and transactions with their amount, points and balance in the store view's date format.
test.describe.configure({ timeout: 120_000 });
const slow = expect.configure({ timeout: 30_000 });

test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

const views = [
  {
    lang: 'nl',
    prefix: '',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    login: 'Inloggen',
    percent: '15% persoonlijke korting',
    fixed: '€ 5,00 persoonlijke tegoedbon',
    redeem: /R00000001 · \d\d:\d\d 27\/10\/2026/,
    figures: ['-€ 5,00', '−500 punten', 'saldo'],
  },
  {
    lang: 'en',
    prefix: '/en',
    email: 'E-mail address',
    password: 'Password',
    login: 'Log in',
    percent: '15% personal discount',
    fixed: '€ 5,00 personal voucher',
    redeem: /R00000001 · \d\d:\d\d 27\/10\/2026/,
    figures: ['-€ 5,00', '−500 points', 'balance'],
  },
  {
    lang: 'de',
    prefix: '/de',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    login: 'Anmelden',
    percent: '15% persönlicher Rabatt',
    fixed: '€ 5,00 persönlicher Gutschein',
    redeem: /R00000001 · \d\d:\d\d 27-10-2026/,
    figures: ['-€ 5,00', '−500 Punkte', 'Kontostand'],
  },
];

async function loginAsAnna(page: Page, view: (typeof views)[number]): Promise<void> {
  await page.goto(`${view.prefix}/login`);
  await page.getByLabel(new RegExp(`^${view.email}`)).fill('anna.devries@example.com');
  await page.getByLabel(new RegExp(`^${view.password}`)).fill('Demo1234!');
  await page.getByRole('main').getByRole('button', { name: view.login, exact: true }).click();
  await page.waitForURL(/my-account/);
}

for (const width of [1280, 375]) {
  test.describe(`${String(width)} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } });
    for (const view of width === 375 ? views.filter((v) => v.lang === 'en') : views) {
      test(`${view.lang}: coupons and transactions speak the store view's language`, async ({ page }) => {
        await loginAsAnna(page, view);
        const coupons = page.locator('.account-coupons');
        await slow(coupons.getByText(view.percent, { exact: true })).toBeVisible();
        await expect(coupons.getByText(view.fixed, { exact: true })).toBeVisible();
        if (view.lang !== 'nl') await expect(coupons).not.toContainText('persoonlijke');
        await expect(coupons).not.toContainText('15% 15%');
        const redeem = page.locator('.account-transactions > li').filter({ hasText: 'R00000001' });
        await slow(redeem).toContainText(view.redeem);
        for (const figure of view.figures) await expect(redeem).toContainText(figure);
        await page.locator('.account-transactions').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/hF/shots/loyalty-${view.lang}-${String(width)}.png` });
      });
    }
  });
}
