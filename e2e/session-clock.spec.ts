import { expect, mockControlToken, type Page, test } from './fixtures';
import { expectNoSeriousAxeViolations, registerCustomer, skipNewsletterPopup, uniqueEmail } from './checkout-helpers';

// Runs alone, after the desktop and mobile projects (playwright.config.ts, project 'mock-clock'): the mock's clock is
// the whole server's, and moving it shifts every session, coupon window and preview link of a test running beside it.
// One at a time, also within this project: each moves the one clock.
test.describe.configure({ timeout: 120_000, mode: 'serial' });
const slow = expect.configure({ timeout: 45_000 });

test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

async function moveMockClock(page: Page, advanceSeconds: number): Promise<void> {
  const moved = await page.request.post('/__mock/clock', { headers: { authorization: `Bearer ${mockControlToken}` }, data: { advanceSeconds } });
  expect(moved.ok()).toBe(true);
}

const views = [
  {
    lang: 'nl',
    prefix: '',
    myDetails: 'Mijn gegevens',
    lastName: /^Achternaam/,
    save: 'Wijzigingen opslaan',
    expired: 'Je sessie is verlopen omdat je een tijd niet actief was. Log opnieuw in om verder te gaan.',
    logIn: 'Inloggen',
  },
  {
    lang: 'en',
    prefix: '/en',
    myDetails: 'My details',
    lastName: /^Last name/,
    save: 'Save changes',
    expired: 'Your session has expired due to inactivity. Please log in again to continue.',
    logIn: 'Log in',
  },
  {
    lang: 'de',
    prefix: '/de',
    myDetails: 'Meine Daten',
    lastName: /^Nachname/,
    save: 'Änderungen speichern',
    expired: 'Deine Sitzung ist wegen Inaktivität abgelaufen. Bitte melde dich erneut an, um fortzufahren.',
    logIn: 'Anmelden',
  },
];

for (const view of views) {
  test(`${view.lang}: a session that expires on the server's clock mid-journey warns with Log in (cart spec §4 loyalty session, §8)`, async ({ page }) => {
    await page.clock.install();
    await registerCustomer(page, uniqueEmail(`clock-${view.lang}`, test.info().project.name));
    await page.goto(`${view.prefix}/my-account`);
    await page.getByRole('link', { name: view.myDetails }).click();
    await expect(page.getByLabel(view.lastName)).toBeVisible();

    // Two hours without a word from the shopper, on the mock's clock and on the browser's: the loyalty session and the
    // tokens are over on both sides.
    await moveMockClock(page, 7200);
    try {
      await page.clock.fastForward('02:00:00');
      await page.getByLabel(view.lastName).fill('Visser');
      await page.getByRole('button', { name: view.save }).click();
      await slow(page.getByText(view.expired)).toBeVisible();
      // The toast re-renders while it counts down; press its button in one step. (In de the footer's newsletter button
      // reads 'Anmelden' too: the button is looked for inside the toast.)
      const toast = page
        .locator('div, li, section')
        .filter({ has: page.getByText(view.expired, { exact: true }) })
        .filter({ has: page.getByRole('button', { name: view.logIn, exact: true }) })
        .last();
      await toast.getByRole('button', { name: view.logIn, exact: true }).evaluate((button) => (button as HTMLButtonElement).click());
      await slow(page.getByRole('dialog')).toHaveAttribute('data-modal', 'authentication');
      await expectNoSeriousAxeViolations(page);
    } finally {
      await moveMockClock(page, -7200);
    }
  });
}
