import { expect, mockControlToken, type Page, test } from './fixtures';
import { expectNoSeriousAxeViolations, skipNewsletterPopup, uniqueEmail } from './checkout-helpers';

// Runs alone, after the desktop and mobile projects (playwright.config.ts, project 'mock-clock'): the mock's clock is
// the whole server's, and moving it shifts every session, coupon window and preview link of a test running beside it.
test.describe.configure({ timeout: 120_000 });
const slow = expect.configure({ timeout: 45_000 });

test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

async function moveMockClock(page: Page, advanceSeconds: number): Promise<void> {
  const moved = await page.request.post('/__mock/clock', { headers: { authorization: `Bearer ${mockControlToken}` }, data: { advanceSeconds } });
  expect(moved.ok()).toBe(true);
}

test('en: a session that expires on the server\'s clock mid-journey warns with Log in (cart spec §4 loyalty session, §8)', async ({ page }) => {
  await page.clock.install();
  await page.goto('/en/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel(/^First name/).fill('Sanne');
  await page.getByLabel(/^Last name/).fill('Jansen');
  await page.getByLabel(/^E-mail address/).fill(uniqueEmail('clock', test.info().project.name));
  await page.getByLabel(/^Password/).fill('Winter2026!');
  await page.getByLabel(/^Repeat password/).fill('Winter2026!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/en\/my-account/);
  await page.getByRole('link', { name: 'My details' }).click();
  await expect(page.getByLabel(/^Last name/)).toBeVisible();

  // Two hours without a word from the shopper, on the mock's clock and on the browser's: the loyalty session and the
  // tokens are over on both sides.
  await moveMockClock(page, 7200);
  try {
    await page.clock.fastForward('02:00:00');
    await page.getByLabel(/^Last name/).fill('Visser');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await slow(page.getByText('Your session has expired due to inactivity. Please log in again to continue.')).toBeVisible();
    // The toast re-renders while it counts down; press its button in one step.
    await page.evaluate(() => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Log in')?.click());
    await slow(page.getByRole('dialog')).toHaveAttribute('data-modal', 'authentication');
    await expectNoSeriousAxeViolations(page);
  } finally {
    await moveMockClock(page, -7200);
  }
});
