import { expect, type Page, test } from './fixtures';
import { belt, seedCart } from './cart-helpers';
import { deTexts, enTexts, expectNoSeriousAxeViolations, fillPersonal, fillShipping, payByCard, skipNewsletterPopup, uniqueEmail } from './checkout-helpers';

/** Adds belts (BLT-10025) from the en product page and waits until the server cart has taken them. */
async function addBelts(page: Page, qty: number): Promise<void> {
  await page.goto('/en/accessories/more-accessories/belts/belt-juul-10025');
  const add = page.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeEnabled();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(qty));
  const synced = page.waitForResponse((response) => /\/cart\/update\?/.test(response.url()) && response.ok());
  await add.click();
  await synced;
  await expect(page.getByText('Product has been added to the cart!')).toBeVisible();
}

// Journeys through the shop's server and the mock backend; the shared build machine is slow.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

/** A guest in de with a belt, through the steps to the card provider's hosted page. */
async function toTheProviderInGerman(page: Page, email: string): Promise<void> {
  await seedCart(page, [belt]);
  await page.goto('/de/checkout');
  await fillPersonal(page, deTexts, email);
  const step = page.locator('.checkout-step--current');
  await step.getByLabel(deTexts.postcode).fill('10115');
  await step.getByLabel(deTexts.houseNumber).fill('5');
  await step.getByLabel(deTexts.street).fill('Invalidenstraße');
  await step.getByLabel(deTexts.city).fill('Berlin');
  await step.getByLabel(deTexts.phone).fill('030 1234567');
  await step.getByRole('button', { name: deTexts.continue }).click();
  await page
    .locator('.checkout-step--current')
    .getByRole('radio', { name: /Kreditkarte/ })
    .check();
  await page.locator('.checkout-step--current').getByRole('button', { name: deTexts.continue }).click();
  await page.getByRole('checkbox', { name: /Ich akzeptiere/ }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await page.waitForURL(/\/payment-provider\/hosted\//);
}

/** On /de/checkout-failed: the reason, axe, and 'Erneut versuchen' back to a checkout that still holds the belt. */
async function expectFailedAndRestored(page: Page, reason: string): Promise<void> {
  await page.waitForURL(/\/de\/checkout-failed/);
  await expect(page.getByRole('heading', { name: 'Deine Zahlung wurde nicht abgeschlossen' })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('complementary').getByText('Riem Juul')).toBeVisible();
}

test('a cancelled payment in de restores the cart and the shopper can try again', async ({ page }, info) => {
  await toTheProviderInGerman(page, uniqueEmail('failed', info.project.name));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expectFailedAndRestored(page, 'Du hast die Zahlung abgebrochen.');
});

test('a payment the card issuer refuses in de restores the cart and the shopper can try again', async ({ page }, info) => {
  await toTheProviderInGerman(page, uniqueEmail('refused', info.project.name));
  await payByCard(page, '4000 0000 0000 0002');
  await expectFailedAndRestored(page, 'Die Zahlung wurde abgelehnt.');
});

test('a return with a reference this device did not start is refused', async ({ page }) => {
  await page.goto('/en/checkout-return?sessionId=forged&redirectResult=c2Vzc2lvbjpmb3JnZWQ%3D&resultCode=Authorised');
  await expect(page.getByRole('heading', { name: 'We could not confirm this payment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toHaveCount(0);
});

test('a customer with a server cart logs in during checkout in en: the quantities are summed, the coupon stays, and the customer pays', async ({
  page,
}, info) => {
  // An account of its own per project run (the server's state is shared), registered here, with 2 belts in its server cart.
  const email = uniqueEmail('customer', info.project.name);
  await page.goto('/en/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel(/^First name/).fill('Sanne');
  await page.getByLabel(/^Last name/).fill('Jansen');
  await page.getByLabel(/^E-mail address/).fill(email);
  await page.getByLabel(/^Password/).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must have at least 8 letters.')).toBeVisible();
  await page.getByLabel(/^Password/).fill('Winter2026!');
  await page.getByLabel(/^Repeat password/).fill('Winter2026!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/en\/my-account/);
  await addBelts(page, 2);

  // Logged out, the device's cart is empty; as a guest the shopper adds one more of the same belt.
  await page.goto('/en/my-account');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText("You're logged out")).toBeVisible();
  await addBelts(page, 1);
  await page.goto('/en/checkout');
  const summary = page.getByRole('complementary');
  await expect(summary.getByText('Quantity: 1')).toBeVisible();
  await summary.getByLabel('Discount code').fill('no!');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('This is not a valid discount code')).toBeVisible();
  await summary.getByLabel('Discount code').fill('WELCOME10');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('Discount code WELCOME10 applied')).toBeVisible();

  await page.getByLabel(/^First name/).fill('Sanne');
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^E-mail address/).fill(email);
  await dialog.getByLabel(/^Password/).fill('Winter2026!');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The guest cart merged into the customer's server cart: 2 + 1 belts in one line, the coupon re-applied.
  await expect(page.getByText(`Logged in as ${email}`)).toBeVisible();
  await expect(summary.getByText('Quantity: 3')).toBeVisible();
  await expect(summary.getByRole('listitem')).toHaveCount(1);
  await expect(summary.getByText('Discount code WELCOME10 applied')).toBeVisible();
  await expect(summary.locator('dt', { hasText: 'Discount' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel(/^First name/).fill('Sanne');
  await page.getByLabel(/^Last name/).fill('Jansen');
  await page.locator('.checkout-step--current').getByRole('button', { name: enTexts.continue }).click();
  await fillShipping(page, enTexts);
  await page
    .locator('.checkout-step--current')
    .getByRole('radio', { name: /Credit card/ })
    .check();
  await page.locator('.checkout-step--current').getByRole('button', { name: enTexts.continue }).click();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/payment-provider\/hosted\//);
  await payByCard(page, '4111 1111 1111 1111');
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
});

/** Fills the checkout up to a pick-up point shipping method (PostNL point, an Amsterdam address); the step shown. */
async function pickUpPointStep(page: Page, email: string) {
  await seedCart(page, [belt]);
  await page.goto('/en/checkout');
  await fillPersonal(page, enTexts, email);
  const step = page.locator('.checkout-step--current');
  await step.getByLabel(enTexts.postcode).fill('1012LB');
  await step.getByLabel(enTexts.houseNumber).fill('1');
  await step.getByLabel(enTexts.phone).focus();
  await expect(step.getByLabel(enTexts.street)).toHaveValue('Damrak');
  await step.getByLabel(enTexts.phone).fill('0612345678');
  await step.getByRole('radio', { name: /PostNL point/ }).check();
  await step.getByRole('button', { name: enTexts.continue }).click();
  await expect(step.getByRole('button', { name: 'Choose a service point' })).toBeFocused();
  return step;
}

test('a pick-up point shipping method needs a service point from the service points modal', async ({ page }, info) => {
  const step = await pickUpPointStep(page, uniqueEmail('pickup', info.project.name));
  await step.getByRole('button', { name: 'Choose a service point' }).click();
  const dialog = page.getByRole('dialog', { name: 'Service points near you' });
  await dialog.getByLabel('Postcode or city').fill('Nowhereville');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByText('No service points found.')).toBeVisible();
  await dialog.getByLabel('Postcode or city').fill('Amsterdam');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expectNoSeriousAxeViolations(page);
  await dialog
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await step.getByRole('button', { name: enTexts.continue }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeFocused();
});

test("the service points modal shows the shopper's search, not the first search answering late", async ({ page }, info) => {
  const step = await pickUpPointStep(page, uniqueEmail('pickup-late', info.project.name));
  // The search the modal starts with (the address's place) answers only after the shopper has searched.
  let releaseFirst: () => void = () => undefined;
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  await page.route(/\/api\/ext\/store-locator\/stores\?q=Amsterdam/, async (route) => {
    await firstHeld;
    await route.continue();
  });
  const firstAnswer = page.waitForResponse(/\/api\/ext\/store-locator\/stores\?q=Amsterdam/);
  await step.getByRole('button', { name: 'Choose a service point' }).click();
  const dialog = page.getByRole('dialog', { name: 'Service points near you' });
  await dialog.getByLabel('Postcode or city').fill('Nowhereville');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByText('No service points found.')).toBeVisible();
  releaseFirst();
  await firstAnswer;
  // The late answer changes nothing: still the shopper's search, and no Amsterdam points to choose.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  await expect(dialog.getByText('No service points found.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Choose / })).toHaveCount(0);
});
