import { expect, test } from '@playwright/test';
import { belt, expectAccessible, seedCart, serverCart, trousers } from './cart-helpers';

const shot = (name: string) => test.info().outputPath(`${name}.png`);

test('an empty cart is friendly and leads back to the shop', async ({ page }) => {
  await page.goto('/winkelwagen/');
  await expect(page.getByRole('heading', { level: 1, name: 'Je winkelwagen is leeg' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Begin met winkelen' })).toHaveAttribute('href', '/');
  await expectAccessible(page);
  await page.screenshot({ path: shot('cart-empty'), fullPage: true });
});

test('the cart page shows lines, totals and takes WELCOME10 but not EXPIRED20', async ({ page }) => {
  await page.goto('/winkelwagen/');
  await seedCart(page, [belt, trousers]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Producten in je winkelwagen' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await expect(lines.getByRole('heading', { name: 'Maxi broek Pien' })).toBeVisible();
  await expect(lines.getByText('Grijs')).toBeVisible();
  await expect(page.getByText('Totaal', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Aantal van Maxi broek Pien')).toHaveValue('2');
  await expect.poll(() => serverCart(page)).toEqual([
    { sku: 'BLT-10025', qty: 1 },
    { sku: 'KTR-10002-GRY-128', qty: 2 },
  ]);

  const coupon = page.getByLabel('Vul je kortingscode in');
  await coupon.fill('EXPIRED20');
  await page.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Deze kortingscode is niet geldig. Controleer de code en probeer het opnieuw.' }).first()).toBeVisible();
  await coupon.fill('WELCOME10');
  await page.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page.getByText('Kortingscode WELCOME10 is toegepast')).toBeVisible();
  await expect(page.getByText(/Korting/).first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: shot('cart-page'), fullPage: true });
  await page.getByRole('button', { name: 'Kortingscode verwijderen' }).click();
  await expect(page.getByLabel('Vul je kortingscode in')).toBeVisible();
});
