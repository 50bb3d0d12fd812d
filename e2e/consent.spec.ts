import { expect, test, type Page } from './fixtures';
import { belt, seedCart } from './cart-helpers';
import { expectNoSeriousAxeViolations, fillPersonal, fillShipping, nlTexts, skipNewsletterPopup, uniqueEmail } from './checkout-helpers';

// The cookie banner. Every other spec starts with a stored choice (e2e/fixtures.ts); these start undecided.
test.use({ consentChoice: 'undecided' });
// Journeys through the shop's server and the mock backend; the shared build machine is slow.
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

const views = [
  { home: '/en/', title: 'Cookies and privacy', accept: 'Accept all', reject: 'Reject all', choose: 'Choose', settings: 'Cookie settings' },
  {
    home: '/de/',
    title: 'Cookies und Datenschutz',
    accept: 'Alle akzeptieren',
    reject: 'Alle ablehnen',
    choose: 'Selbst auswählen',
    settings: 'Cookie-Einstellungen',
  },
  { home: '/', title: 'Cookies en privacy', accept: 'Alles accepteren', reject: 'Alles weigeren', choose: 'Zelf kiezen', settings: 'Cookie-instellingen' },
] as const;

/** The gtag commands on the data layer (Google reads only `arguments` objects as commands), as arrays. */
async function consentCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );
}

const storedChoice = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('cookie-consent') ?? 'null') as { analytics: boolean; ads: boolean } | null);
const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };

test('the banner asks first in nl, en and de, stores the choice, and the footer changes it by keyboard', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html, 'the banner is no part of the server HTML (never the LCP element)').not.toContain('consent-banner');

  for (const view of views) {
    await page.goto(view.home);
    const banner = page.getByRole('region', { name: view.title });
    await expect(banner).toBeVisible();
    for (const name of [view.accept, view.reject, view.choose]) await expect(banner.getByRole('button', { name, exact: true })).toBeVisible();
    // Consent mode's default comes first, everything denied; no tag manager before a choice.
    expect((await consentCommands(page))[0]).toEqual(['consent', 'default', { ...denied, wait_for_update: 500 }]);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  }

  // nl, the last view: axe with the banner open, then reject by keyboard.
  const view = views[2];
  const banner = page.getByRole('region', { name: view.title });
  await expectNoSeriousAxeViolations(page);
  await banner.getByRole('button', { name: view.reject }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ analytics: false, ads: false });
  expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', denied]);

  // A new visit: no banner. The footer's "Cookie settings" reopens it with focus inside; analytics only, by keyboard.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(banner).toBeHidden();
  const settings = page.getByRole('button', { name: view.settings });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('checkbox', { name: /^Analytisch/ })).toBeFocused();
  await page.keyboard.press('Space');
  await banner.getByRole('button', { name: 'Keuze opslaan' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(settings).toBeFocused();
  expect(await storedChoice(page)).toMatchObject({ analytics: true, ads: false });
  expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', { ...denied, analytics_storage: 'granted' }]);
});

test('at 375 px the banner on checkout leaves the place-order button clickable', async ({ page }, info) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await seedCart(page, [belt]);
  await page.goto('/checkout');
  const banner = page.getByRole('region', { name: 'Cookies en privacy' });
  await expect(banner).toBeVisible();
  await fillPersonal(page, nlTexts, uniqueEmail('consent', info.project.name));
  await fillShipping(page, nlTexts);
  await page.locator('.checkout-step--current').getByRole('button', { name: 'Verder' }).click();
  const placeOrder = page.getByRole('button', { name: 'Bestelling plaatsen' });
  await expect(placeOrder).toBeVisible();
  await expect(banner).toBeVisible();
  // Scrolled to the middle of the screen, nothing of the banner lies over it, and a click reaches it (trial: no order).
  await placeOrder.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const [button, card] = [await placeOrder.boundingBox(), await banner.boundingBox()];
  expect(button !== null && card !== null && button.y + button.height <= card.y).toBe(true);
  await placeOrder.click({ trial: true });
});
