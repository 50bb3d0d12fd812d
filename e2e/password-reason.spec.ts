import { expect, type Page, test } from './fixtures';
import { registerCustomer, skipNewsletterPopup, uniqueEmail } from './checkout-helpers';

// The change-password drawer says why Confirm is greyed out while the shopper is still typing the repeat.
test.describe.configure({ timeout: 120_000 });
const slow = expect.configure({ timeout: 30_000 });

test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

const views = [
  {
    lang: 'nl',
    prefix: '',
    change: 'Wachtwoord wijzigen',
    confirm: 'Bevestigen',
    current: /^Huidig wachtwoord/,
    next: /^Nieuw wachtwoord/,
    repeat: /^Herhaal wachtwoord/,
    notIdentical: 'De wachtwoorden moeten gelijk zijn.',
  },
  {
    lang: 'en',
    prefix: '/en',
    change: 'Change password',
    confirm: 'Confirm',
    current: /^Current password/,
    next: /^New password/,
    repeat: /^Repeat password/,
    notIdentical: 'Passwords must be identical.',
  },
  {
    lang: 'de',
    prefix: '/de',
    change: 'Passwort ändern',
    confirm: 'Bestätigen',
    current: /^Aktuelles Passwort/,
    next: /^Neues Passwort/,
    repeat: /^Passwort wiederholen/,
    notIdentical: 'Die Passwörter müssen übereinstimmen.',
  },
];

async function openDrawer(page: Page, view: (typeof views)[number]) {
  await registerCustomer(page, uniqueEmail(`pw-reason-${view.lang}`, test.info().project.name));
  await page.goto(`${view.prefix}/my-account/details`);
  await page.getByRole('button', { name: view.change }).click();
  return page.getByRole('dialog', { name: view.change });
}

for (const width of [1280, 375]) {
  test.describe(`${String(width)} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } });
    for (const view of width === 375 ? views.filter((v) => v.lang === 'en') : views) {
      test(`${view.lang}: the mismatch shows while typing, once the repeat is as long as the new password`, async ({ page }) => {
        const drawer = await openDrawer(page, view);
        await drawer.getByLabel(view.current).fill('Winter2026!');
        await drawer.getByLabel(view.next).fill('Summer2027!');
        const repeat = drawer.getByLabel(view.repeat);
        await repeat.pressSequentially('Summer2027');
        await expect(drawer.getByText(view.notIdentical)).toHaveCount(0);
        await repeat.press('?');
        await expect(repeat).toBeFocused();
        await slow(drawer.getByText(view.notIdentical)).toBeVisible();
        await expect(drawer.getByRole('button', { name: view.confirm })).toBeDisabled();
        await page.screenshot({ path: `/tmp/hF/shots/password-reason-${view.lang}-${String(width)}.png` });
        await repeat.press('Backspace');
        await repeat.press('!');
        await slow(drawer.getByText(view.notIdentical)).toHaveCount(0);
        await expect(drawer.getByRole('button', { name: view.confirm })).toBeEnabled();
      });
    }
  });
}
