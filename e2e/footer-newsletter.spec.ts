import { expect, type Page, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { registerCustomer, skipNewsletterPopup, uniqueEmail } from './checkout-helpers';

// The footer offers the newsletter only to whoever can still sign up; a subscriber is told they receive it.
test.describe.configure({ timeout: 180_000 });
const slow = expect.configure({ timeout: 30_000 });

test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

const views = [
  {
    lang: 'nl',
    prefix: '',
    field: 'Je e-mailadres voor de nieuwsbrief',
    subscribe: 'Aanmelden',
    receiving: (e: string) => `Je ontvangt onze nieuwsbrief op ${e}.`,
    manage: 'Je aanmelding beheren',
    unsubscribe: 'Afmelden',
    block: 'Nieuwsbrief',
  },
  {
    lang: 'en',
    prefix: '/en',
    field: 'Your e-mail address for the newsletter',
    subscribe: 'Subscribe',
    receiving: (e: string) => `You receive our newsletter at ${e}.`,
    manage: 'Manage your subscription',
    unsubscribe: 'Unsubscribe',
    block: 'Newsletter',
  },
  {
    lang: 'de',
    prefix: '/de',
    field: 'Deine E-Mail-Adresse für den Newsletter',
    subscribe: 'Anmelden',
    receiving: (e: string) => `Du erhältst unseren Newsletter an ${e}.`,
    manage: 'Anmeldung verwalten',
    unsubscribe: 'Abmelden',
    block: 'Newsletter',
  },
];

const footer = (page: Page) => page.getByRole('contentinfo');
const shot = (page: Page, name: string) => footer(page).screenshot({ path: test.info().outputPath(`${name}-${String(page.viewportSize()?.width)}.png`) });

for (const view of views) {
  test(`${view.lang}: a customer who subscribes in the account is told so in the footer, which offers the form again after unsubscribing`, async ({ page }) => {
    const email = uniqueEmail(`footer-nl-${view.lang}`, test.info().project.name);
    await registerCustomer(page, email);
    await page.goto(`${view.prefix}/my-account/details`);
    await slow(footer(page).getByLabel(view.field)).toBeVisible();
    await page.getByRole('region', { name: view.block, exact: true }).getByRole('button', { name: view.subscribe, exact: true }).click();
    await slow(footer(page).getByText(view.receiving(email))).toBeVisible();
    await expect(footer(page).getByLabel(view.field)).toHaveCount(0);
    await expect(footer(page).getByRole('link', { name: view.manage })).toHaveAttribute('href', `${view.prefix}/my-account/details`);
    // Another page (the home page has its own newsletter block in place of the footer's).
    await page.goto(`${view.prefix}/my-account`);
    await slow(footer(page).getByText(view.receiving(email))).toBeVisible();
    await expect(footer(page).getByLabel(view.field)).toHaveCount(0);
    await shot(page, `footer-subscribed-${view.lang}`);
    await page.goto(`${view.prefix}/my-account/details`);
    // German logs out with 'Abmelden' too: the newsletter's button is in the account's newsletter block.
    await page.getByRole('region', { name: view.block, exact: true }).getByRole('button', { name: view.unsubscribe, exact: true }).click();
    await slow(footer(page).getByLabel(view.field)).toBeVisible();
  });
}

for (const width of [1280, 375]) {
  test(`${String(width)} px: a guest who signs up in the footer sees the feedback, then that the newsletter comes, also on the next page`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    const email = uniqueEmail('footer-guest', test.info().project.name);
    await page.goto('/en/about-us/');
    const field = footer(page).getByLabel('Your e-mail address for the newsletter');
    await field.fill(email);
    await footer(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer(page).getByText('You have been successfully subscribed to our newsletter!')).toBeVisible();
    await slow(footer(page).getByText(`You receive our newsletter at ${email}.`)).toBeVisible();
    await expect(footer(page).getByRole('link', { name: 'Manage your subscription' })).toHaveCount(0);
    await shot(page, 'footer-guest-subscribed');
    await page.goto('/en/blog/');
    await slow(footer(page).getByText(`You receive our newsletter at ${email}.`)).toBeVisible();
  });
}

/**
 * A fixture customer who receives the newsletter and whom no other spec signs in: Anna's subscription is switched off
 * and on by the account journeys running beside this one (every demo account has the demo password).
 */
const subscriber = (() => {
  const { customers } = JSON.parse(readFileSync('fixtures/data/default/commerce.json', 'utf8')) as {
    customers: { newsletter: boolean; customer: { email: string } }[];
  };
  return customers.find((c) => c.newsletter && !/^(anna|pieter|emma|sophie|new)\./.test(c.customer.email))!.customer.email;
})();

test('a customer who receives the newsletter is not offered it again in the footer', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByLabel(/^E-mail address/).fill(subscriber);
  await page.getByLabel(/^Password/).fill('Demo1234!');
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/my-account/);
  await page.goto('/en/my-account/details');
  await slow(page.getByRole('main').getByText(`You receive our newsletter at ${subscriber}.`)).toBeVisible();
  await slow(footer(page).getByText(`You receive our newsletter at ${subscriber}.`)).toBeVisible();
  await expect(footer(page).getByLabel('Your e-mail address for the newsletter')).toHaveCount(0);
});
