import { expect, test } from './fixtures';
import { bundle, configurable } from './cart-helpers';
import {
  expectNoSeriousAxeViolations,
  fillPersonal,
  fillShipping,
  nlTexts,
  orderedSkus,
  payByCard,
  skipNewsletterPopup,
  uniqueEmail,
} from './checkout-helpers';

// Journeys through the shop's server and the mock backend; the shared build machine is slow.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

test('a guest buys a configurable and a bundle product in nl and pays by card on the provider page', async ({ page }, info) => {
  // The configurable: choose colour and size on its product page (fixture KTR-10607, brown 134 is in stock).
  await page.goto(configurable.path);
  const details = page.locator('.product-page__details');
  // The add button is enabled once the app has taken over the server's HTML: from then on a choice is not lost.
  await expect(page.getByRole('button', { name: 'In winkelwagen' })).toBeEnabled();
  await details.getByRole('button', { name: 'Bruin', exact: true }).click();
  await expect(page).toHaveURL(/\?childSku=KTR-10607-BRN-/);
  await details.getByRole('button', { name: '134', exact: true }).click();
  await expect(page).toHaveURL(/\?childSku=KTR-10607-BRN-134$/);
  await expect(page.getByTestId('product-sku')).toHaveText(`Artikelnummer ${configurable.childSku}`);
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('dialog', { name: 'Winkelwagen' }).getByRole('heading', { name: configurable.name })).toBeVisible();

  // The bundle: its options' default selections are what goes in the cart (fixture EDGE-BUNDLE).
  await page.goto(bundle.path);
  await expect(page.locator('.product-parts__item--chosen')).toHaveCount(2);
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  const microcart = page.getByRole('dialog', { name: 'Winkelwagen' });
  await expect(microcart.getByRole('heading', { name: bundle.name })).toBeVisible();
  await expect(microcart.getByRole('heading', { name: configurable.name })).toBeVisible();
  await page.getByRole('button', { name: 'Verder naar afrekenen' }).first().click();

  await page.waitForURL(/\/checkout\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Persoonlijke gegevens/ })).toBeVisible();
  const summary = page.getByRole('complementary');
  await expect(summary.getByText(configurable.name)).toBeVisible();
  await expect(summary.getByText(bundle.name)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Continue with nothing filled: each field says why, next to it.
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByLabel(/^Voornaam/)).toBeFocused();
  await expect(page.locator('#personal-firstName-error')).not.toBeEmpty();

  const email = uniqueEmail('guest', info.project.name);
  await fillPersonal(page, nlTexts, email);
  await expect(page.getByRole('heading', { name: /^2?\s*Verzending/ })).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await fillShipping(page, nlTexts);

  const payment = page.locator('.checkout-step--current');
  await payment.getByRole('radio', { name: /Creditcard/ }).check();
  await expectNoSeriousAxeViolations(page);
  await payment.getByRole('button', { name: 'Verder' }).click();

  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page.getByText('You must accept the terms and conditions.').or(page.getByText(/algemene voorwaarden accepteren/))).toBeVisible();
  await page.getByRole('button', { name: 'algemene voorwaarden' }).click();
  await expect(page.getByRole('dialog', { name: 'Algemene voorwaarden' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).first().click();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();

  await page.waitForURL(/\/payment-provider\/hosted\//);
  await payByCard(page, '4111 1111 1111 1111');
  await page.waitForURL(/\/checkout-return/);
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
  await expect(page.getByText('Je betaling is ontvangen.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The order the server confirmed holds both products: the chosen child of the configurable and the bundle.
  await expect(page.getByText(/^Je bestelnummer is \d+\.$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Je bestelling' }).getByText(configurable.name)).toBeVisible();
  expect([...(await orderedSkus(page, email))].sort()).toEqual([bundle.sku, configurable.childSku].sort());

  // The same provider return a second time is refused: it was used already.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'We konden deze betaling niet bevestigen' })).toBeVisible();
});
