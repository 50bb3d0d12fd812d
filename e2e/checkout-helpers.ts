import AxeBuilder from '@axe-core/playwright';
import { expect, mockControlToken, type Locator, type Page } from './fixtures';

/** The newsletter pop-up (8 s after the first visit) is remembered as shown, so it does not cover the checkout. */
export async function skipNewsletterPopup(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('newsletter-popup-shown', 'e2e'));
}

/**
 * Waits until the page has come to rest: no finite animation running, and every open dialog and its ancestors fully
 * opaque (a fade that has not started yet is not in getAnimations()). Mid-animation a fading modal's text has too
 * little contrast for axe and a sliding sheet's buttons are not where they will be. Polled on an interval: a test may
 * have installed Playwright's clock.
 */
export async function waitForSettledDialogs(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const settled = document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity);
      const opaque = (element: Element | null): boolean => element === null || (getComputedStyle(element).opacity === '1' && opaque(element.parentElement));
      return settled && [...document.querySelectorAll('[role="dialog"]')].every((dialog) => opaque(dialog));
    },
    undefined,
    { polling: 100 },
  );
}

/**
 * No serious or critical axe violation on the page once it has come to rest (a modal or drawer has finished sliding
 * in). Asked again for a few seconds: a panel's content can start its fade-in just after the dialog settled (an
 * animation that has not started is not in getAnimations()), and axe then measures half-faded text. A real violation
 * stays and fails the test.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await waitForSettledDialogs(page);
  const serious = async (): Promise<string[]> => {
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  await expect.poll(serious, { timeout: 10_000, intervals: [500, 1000] }).toEqual([]);
}

/** A unique e-mail address per test and project (the e2e server's state is shared by the whole run). */
export function uniqueEmail(prefix: string, project: string): string {
  return `${prefix}-${project}-${crypto.randomUUID()}@example.com`;
}

export interface ShopperTexts {
  readonly continue: RegExp;
  readonly firstName: RegExp;
  readonly lastName: RegExp;
  readonly email: RegExp;
  readonly postcode: RegExp;
  readonly houseNumber: RegExp;
  readonly street: RegExp;
  readonly city: RegExp;
  readonly phone: RegExp;
}

export const nlTexts: ShopperTexts = {
  continue: /^Verder$/,
  firstName: /^Voornaam/,
  lastName: /^Achternaam/,
  email: /^E-mailadres/,
  postcode: /^Postcode/,
  houseNumber: /^Huisnummer/,
  street: /^Straat/,
  city: /^Plaats/,
  phone: /^Telefoonnummer/,
};

export const enTexts: ShopperTexts = {
  continue: /^Continue$/,
  firstName: /^First name/,
  lastName: /^Last name/,
  email: /^E-mail address/,
  postcode: /^Postal code/,
  houseNumber: /^House number/,
  street: /^Street/,
  city: /^City/,
  phone: /^Phone number/,
};

export const deTexts: ShopperTexts = {
  continue: /^Weiter$/,
  firstName: /^Vorname/,
  lastName: /^Nachname/,
  email: /^E-Mail-Adresse/,
  postcode: /^Postleitzahl/,
  houseNumber: /^Hausnummer/,
  street: /^Straße/,
  city: /^Ort/,
  phone: /^Telefonnummer/,
};

/** Fills the personal step and continues. */
export async function fillPersonal(page: Page, t: ShopperTexts, email: string): Promise<void> {
  const step = page.locator('.checkout-step--current');
  await step.getByLabel(t.firstName).fill('Sanne');
  await step.getByLabel(t.lastName).fill('Jansen');
  await step.getByLabel(t.email).fill(email);
  await step.getByRole('button', { name: t.continue }).click();
}

/** Fills the shipping address (NL postcode lookup fills street and city) and continues with the preselected method. */
export async function fillShipping(page: Page, t: ShopperTexts): Promise<void> {
  const step = page.locator('.checkout-step--current');
  await step.getByLabel(t.postcode).fill('1012LB');
  await step.getByLabel(t.houseNumber).fill('1');
  await step.getByLabel(t.phone).focus();
  await expect(step.getByLabel(t.street)).toHaveValue('Damrak');
  await expect(step.getByLabel(t.city)).toHaveValue('Amsterdam');
  await step.getByLabel(t.phone).fill('0612345678');
  await step.getByRole('button', { name: t.continue }).click();
}

/** On the mock provider's hosted payment page: chooses a test card and pays. */
export async function payByCard(page: Page, card: string): Promise<void> {
  await page.getByLabel('Test card').selectOption(card);
  await page.getByRole('button', { name: 'Pay' }).click();
}

/**
 * The skus of the orders the mock backend holds for an e-mail address (read only, from its control endpoint; the
 * thank-you page names only the order reference, which the backend does not keep).
 */
export async function orderedSkus(page: Page, email: string): Promise<readonly string[]> {
  const response = await page.request.get('/__mock/state', { headers: { authorization: `Bearer ${mockControlToken}` } });
  const state = (await response.json()) as { orders: { customer_email: string; items: { sku: string }[] }[] };
  return state.orders.filter((order) => order.customer_email === email).flatMap((order) => order.items.map((item) => item.sku));
}

/** Presses Tab until the element has focus, as a keyboard user moves through the page. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The element was not reached with Tab');
}

/**
 * The server refuses this page's customer token, and its refresh token too, as it does once they have expired. Tests
 * end sessions this way, per page: moving the shared mock's clock would shift every parallel test's sessions, coupons
 * and preview links, and a test failing before it moved the clock back left the whole run two hours ahead.
 */
export async function refuseCustomerToken(page: Page): Promise<void> {
  const refused = {
    status: 401,
    contentType: 'application/json',
    body: JSON.stringify({ code: 401, result: "The consumer isn't authorized to access %resources." }),
  };
  await page.route(/[?&]token=[^&]+/, (route) => route.fulfill(refused));
  await page.route(/\/refresh(\?|$)/, (route) => route.fulfill(refused));
}

/** Registers Sanne Jansen under `email` (password Winter2026!) in the en store view; she lands on her account. */
export async function registerCustomer(page: Page, email: string): Promise<void> {
  await page.goto('/en/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel(/^First name/).fill('Sanne');
  await page.getByLabel(/^Last name/).fill('Jansen');
  await page.getByLabel(/^E-mail address/).fill(email);
  await page.getByLabel(/^Password/).fill('Winter2026!');
  await page.getByLabel(/^Repeat password/).fill('Winter2026!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/en\/my-account/);
}
