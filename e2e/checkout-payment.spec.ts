import { expect, test } from '@playwright/test';
import { belt, seedCart } from './cart-helpers';
import { deTexts, enTexts, expectNoSeriousAxeViolations, fillPersonal, fillShipping, skipNewsletterPopup, uniqueEmail } from './checkout-helpers';

// Journeys through the shop's server and the mock backend; the shared build machine is slow.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

test('a cancelled payment in de restores the cart and the shopper can try again', async ({ page }, info) => {
  await seedCart(page, [belt]);
  await page.goto('/de/checkout');
  await fillPersonal(page, deTexts, uniqueEmail('failed', info.project.name));
  const step = page.locator('.checkout-step--current');
  await step.getByLabel(deTexts.postcode).fill('10115');
  await step.getByLabel(deTexts.houseNumber).fill('5');
  await step.getByLabel(deTexts.street).fill('Invalidenstraße');
  await step.getByLabel(deTexts.city).fill('Berlin');
  await step.getByLabel(deTexts.phone).fill('030 1234567');
  await step.getByRole('button', { name: deTexts.continue }).click();
  await page.locator('.checkout-step--current').getByRole('radio', { name: /Creditcard/ }).check();
  await page.locator('.checkout-step--current').getByRole('button', { name: deTexts.continue }).click();
  await page.getByRole('checkbox', { name: /Ich akzeptiere/ }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

  await page.waitForURL(/\/payment-provider\/hosted\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/\/de\/checkout-failed/);
  await expect(page.getByRole('heading', { name: 'Ihre Zahlung wurde nicht abgeschlossen' })).toBeVisible();
  await expect(page.getByText('Sie haben die Zahlung abgebrochen.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `/tmp/h9/shots/failed-${info.project.name}.png`, fullPage: true });

  await page.getByRole('link', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('complementary').getByText('Riem Juul')).toBeVisible();
});

test('a return with a reference this device did not start is refused', async ({ page }) => {
  await page.goto('/en/checkout-return?sessionId=forged&redirectResult=c2Vzc2lvbjpmb3JnZWQ%3D&resultCode=Authorised');
  await expect(page.getByRole('heading', { name: 'We could not confirm this payment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toHaveCount(0);
});

test('a customer logs in during checkout in en, keeps the cart and the coupon, and pays', async ({ page }, info) => {
  await seedCart(page, [belt]);
  await page.goto('/en/checkout');
  const summary = page.getByRole('complementary');
  await summary.getByLabel('Discount code').fill('no!');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('This is not a valid discount code')).toBeVisible();
  await summary.getByLabel('Discount code').fill('WELCOME10');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('Discount code WELCOME10 applied')).toBeVisible();

  const email = uniqueEmail('customer', info.project.name);
  await page.getByLabel(/^First name/).fill('Sanne');
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel(/^First name/).fill('Sanne');
  await dialog.getByLabel(/^Last name/).fill('Jansen');
  await dialog.getByLabel(/^E-mail address/).fill(email);
  await dialog.getByLabel(/^Password/).fill('short');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('Password must have at least 8 letters.')).toBeVisible();
  await dialog.getByLabel(/^Password/).fill('Winter2026!');
  await dialog.getByLabel(/^Repeat password/).fill('Winter2026!');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(page.getByText(`Logged in as ${email}`)).toBeVisible();
  await expect(page.getByLabel(/^First name/)).toHaveValue('Sanne');
  await expect(summary.getByText('Riem Juul')).toBeVisible();
  await expect(summary.getByText('Discount code WELCOME10 applied')).toBeVisible();

  await page.getByLabel(/^Last name/).fill('Jansen');
  await page.locator('.checkout-step--current').getByRole('button', { name: enTexts.continue }).click();
  await fillShipping(page, enTexts);
  await page.locator('.checkout-step--current').getByRole('radio', { name: /Creditcard/ }).check();
  await page.locator('.checkout-step--current').getByRole('button', { name: enTexts.continue }).click();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/payment-provider\/hosted\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
});

test('a pick-up point shipping method needs a service point from the service points modal', async ({ page }, info) => {
  await seedCart(page, [belt]);
  await page.goto('/en/checkout');
  await fillPersonal(page, enTexts, uniqueEmail('pickup', info.project.name));
  const step = page.locator('.checkout-step--current');
  await step.getByLabel(enTexts.postcode).fill('1012LB');
  await step.getByLabel(enTexts.houseNumber).fill('1');
  await step.getByLabel(enTexts.phone).focus();
  await expect(step.getByLabel(enTexts.street)).toHaveValue('Damrak');
  await step.getByLabel(enTexts.phone).fill('0612345678');
  await step.getByRole('radio', { name: /PostNL-punt/ }).check();
  await step.getByRole('button', { name: enTexts.continue }).click();
  await expect(step.getByRole('button', { name: 'Choose a service point' })).toBeFocused();

  await step.getByRole('button', { name: 'Choose a service point' }).click();
  const dialog = page.getByRole('dialog', { name: 'Service points near you' });
  await dialog.getByLabel('Postcode or city').fill('Nowhereville');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByText('No service points found.')).toBeVisible();
  await dialog.getByLabel('Postcode or city').fill('Amsterdam');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: /^Choose / }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await step.getByRole('button', { name: enTexts.continue }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeFocused();
});
