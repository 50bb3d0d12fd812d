import { expect, test } from './fixtures';
import { belt, expectAccessible, seedCart, serverCart, trousers } from './cart-helpers';

const shot = (name: string) => test.info().outputPath(`${name}.png`);

// The newsletter pop-up opens 8 s after a first visit (catalogue spec §2); these shoppers have seen it before.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('newsletter-popup-shown', '2026-11-01T00:00:00.000Z'));
});

test('an empty cart is friendly and leads back to the shop', async ({ page }) => {
  await page.goto('/winkelwagen/');
  await expect(page.getByRole('heading', { level: 1, name: 'Je winkelwagen is leeg' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Begin met winkelen' })).toHaveAttribute('href', '/');
  await expectAccessible(page);
  await page.screenshot({ path: shot('cart-empty'), fullPage: true });
});

test('the cart page shows lines, totals and takes WELCOME10 but not EXPIRED20', async ({ page }) => {
  await seedCart(page, [belt, trousers]);
  await page.goto('/winkelwagen/');
  await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Producten in je winkelwagen' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await expect(lines.getByRole('heading', { name: 'Maxi broek Pien' })).toBeVisible();
  await expect(lines.getByText('Grijs')).toBeVisible();
  await expect(page.getByText('Totaal', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Aantal van Maxi broek Pien')).toHaveValue('2');
  await expect
    .poll(() => serverCart(page))
    .toEqual([
      { sku: 'BLT-10025', qty: 1 },
      { sku: 'KTR-10002-GRY-128', qty: 2 },
    ]);

  const coupon = page.getByLabel('Vul je kortingscode in');
  await coupon.fill('EXPIRED20');
  await page.getByRole('button', { name: 'Toepassen' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Deze kortingscode is niet geldig. Controleer de code en probeer het opnieuw.' }).first(),
  ).toBeVisible();
  await coupon.fill('WELCOME10');
  await page.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page.getByText('Kortingscode WELCOME10 is toegepast')).toBeVisible();
  await expect(page.getByText(/Korting/).first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: shot('cart-page'), fullPage: true });
  await page.getByRole('button', { name: 'Kortingscode verwijderen' }).click();
  await expect(page.getByLabel('Vul je kortingscode in')).toBeVisible();

  await page.getByText('Verzendkosten berekenen').click();
  await page.getByLabel('Postcode').fill('1012 AB');
  await page.getByRole('button', { name: 'Berekenen' }).click();
  const methods = page.getByRole('region', { name: 'Verzendmethoden voor dit adres' });
  await expect(methods.getByRole('listitem').first()).toBeVisible();
});

test('the microcart changes a quantity, removes a line after confirmation and leads to the checkout', async ({ page }) => {
  await seedCart(page, [belt, trousers]);
  await page.goto('/');
  const cartButton = page.getByRole('button', { name: /Winkelwagen/ });
  await expect(cartButton).toContainText('3');
  await cartButton.click();
  const microcart = page.getByRole('dialog', { name: 'Winkelwagen' });
  await expect(microcart.getByRole('heading', { name: 'Riem Juul' })).toBeVisible();
  await expect(microcart.getByText('Op voorraad!').first()).toBeVisible();

  await microcart.getByRole('button', { name: 'Eén Riem Juul meer' }).click();
  await expect(microcart.getByLabel('Aantal van Riem Juul')).toHaveValue('2');
  await expect(cartButton).toContainText('4');
  await expect.poll(() => serverCart(page)).toContainEqual({ sku: 'BLT-10025', qty: 2 });

  await microcart.getByRole('button', { name: 'Maxi broek Pien verwijderen' }).click();
  const question = page.getByRole('alertdialog', { name: 'Weet je zeker dat je dit artikel uit je winkelwagen wilt verwijderen?' });
  await expect(question.getByRole('button', { name: 'Nee, houden' })).toBeFocused();
  await expectAccessible(page, '.confirm-dialog');
  await page.screenshot({ path: shot('microcart-confirm') });
  await question.getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(microcart.getByRole('heading', { name: 'Maxi broek Pien' })).toHaveCount(0);
  await expect(microcart.getByRole('list', { name: 'Producten in je winkelwagen' })).toBeFocused();
  await expect.poll(() => serverCart(page)).toEqual([{ sku: 'BLT-10025', qty: 2 }]);

  await microcart.getByRole('link', { name: 'Verder naar afrekenen' }).click();
  await expect(page).toHaveURL(/\/checkout\/?$/);
});

test('a shopper changes the cart offline, reloads, comes back online and the server cart matches', async ({ page, context }) => {
  await seedCart(page, [belt, trousers]);
  await page.goto('/winkelwagen/');
  await expect.poll(() => serverCart(page)).toHaveLength(2);

  await context.setOffline(true);
  await expect(page.getByText('Wijzigingen in je winkelwagen blijven op dit apparaat bewaard', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Eén Maxi broek Pien meer' }).click();
  await expect(page.getByLabel('Aantal van Maxi broek Pien')).toHaveValue('3');
  await page.getByRole('button', { name: 'Riem Juul verwijderen' }).click();
  await page.getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(page.getByRole('heading', { name: 'Riem Juul' })).toHaveCount(0);

  // Without a service worker the reload itself needs the network: the network comes back for the page's own files
  // only, while the app, before and after the reload, still hears that it is offline.
  const stayOffline = () => {
    const state = window as unknown as { __online?: boolean };
    state.__online = false;
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => state.__online !== false });
    window.addEventListener(
      'online',
      (event) => {
        if (state.__online === false) event.stopImmediatePropagation();
      },
      { capture: true },
    );
  };
  await page.addInitScript(stayOffline);
  await page.evaluate(stayOffline);
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByLabel('Aantal van Maxi broek Pien')).toHaveValue('3');
  await expect(page.getByRole('heading', { name: 'Riem Juul' })).toHaveCount(0);
  expect(await serverCart(page)).toHaveLength(2);

  await page.evaluate(() => {
    (window as unknown as { __online?: boolean }).__online = true;
    window.dispatchEvent(new Event('online'));
  });
  await expect.poll(() => serverCart(page)).toEqual([{ sku: 'KTR-10002-GRY-128', qty: 3 }]);
  await expect(page.getByLabel('Aantal van Maxi broek Pien')).toHaveValue('3');
});

test('adding from the product page: the notice with OK and Proceed to checkout, the badge, the microcart and add_to_cart', async ({ page }) => {
  await page.goto('/p/BLT-10025/riem-juul-10025');
  const add = page.getByRole('button', { name: 'In winkelwagen' });
  await add.click();
  const toast = page.getByText('Het product is aan je winkelwagen toegevoegd!');
  await expect(toast).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verder naar afrekenen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'OK', exact: true })).toBeVisible();
  const microcart = page.getByRole('dialog', { name: 'Winkelwagen' });
  await expect(microcart.getByRole('heading', { name: 'Riem Juul' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Winkelwagen, 1/ })).toBeVisible();
  const event = await page.evaluate(() =>
    (window as unknown as { dataLayer: { event?: string; ecommerce?: { items: object[] } }[] }).dataLayer.find((e) => e.event === 'add_to_cart'),
  );
  expect(event?.ecommerce?.items).toEqual([
    expect.objectContaining({ item_id: 'BLT-10025', item_name: 'Riem Juul', currency: 'EUR', price: expect.any(Number), quantity: 1 }),
  ]);
  await expectAccessible(page, '.sidebar');
  await page.screenshot({ path: shot('microcart-added') });
  await expect.poll(() => serverCart(page)).toEqual([{ sku: 'BLT-10025', qty: 1 }]);
});

for (const view of [
  {
    prefix: '/en',
    title: 'Shopping cart',
    coupon: 'Enter your discount code',
    apply: 'Apply',
    invalid: "The coupon code isn't valid. Verify the code and try again.",
  },
  {
    prefix: '/de',
    title: 'Warenkorb',
    coupon: 'Gib deinen Gutscheincode ein',
    apply: 'Einlösen',
    invalid: 'Dieser Gutscheincode ist nicht gültig. Prüfe den Code und versuche es erneut.',
  },
]) {
  test(`${view.prefix}: the cart page in its language refuses an unknown code with the spec's text`, async ({ page }) => {
    await seedCart(page, [belt]);
    await page.goto(`${view.prefix}/winkelwagen/`);
    await expect(page.getByRole('heading', { level: 1, name: view.title, exact: true })).toBeVisible();
    await page.getByLabel(view.coupon).fill('NOPE10');
    await page.getByRole('button', { name: view.apply }).click();
    await expect(page.getByRole('alert').filter({ hasText: view.invalid }).first()).toBeVisible();
  });
}
