import { expect, test } from '@playwright/test';
import { belt, seedCart } from './cart-helpers';
import { expectNoSeriousAxeViolations, fillPersonal, fillShipping, nlTexts, skipNewsletterPopup, uniqueEmail } from './checkout-helpers';

// Journeys through the shop's server and the mock backend; the shared build machine is slow.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

test('a guest buys a product in nl and pays by card on the provider page', async ({ page }, info) => {
  await seedCart(page, [belt]);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Persoonlijke gegevens/ })).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Riem Juul')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Continue with nothing filled: each field says why, next to it.
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByLabel(/^Voornaam/)).toBeFocused();
  await expect(page.locator('#personal-firstName-error')).not.toBeEmpty();
  await page.screenshot({ path: `/tmp/h9/shots/personal-errors-${info.project.name}.png`, fullPage: true });

  await fillPersonal(page, nlTexts, uniqueEmail('guest', info.project.name));
  await expect(page.getByRole('heading', { name: /^2?\s*Verzending/ })).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await fillShipping(page, nlTexts);

  const payment = page.locator('.checkout-step--current');
  await payment.getByRole('radio', { name: /Creditcard/ }).check();
  await page.screenshot({ path: `/tmp/h9/shots/payment-step-${info.project.name}.png`, fullPage: true });
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
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/checkout-return/);
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
  await expect(page.getByText('Je betaling is ontvangen.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `/tmp/h9/shots/thank-you-${info.project.name}.png`, fullPage: true });

  // The same provider return a second time is refused: it was used already.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'We konden deze betaling niet bevestigen' })).toBeVisible();
});
