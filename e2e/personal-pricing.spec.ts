import { expect, type Page, test } from './fixtures';
import { expectNoSeriousAxeViolations, skipNewsletterPopup } from './checkout-helpers';

// Personal pricing (cart spec §6, §7): the demo account Anna has the personal discount LOYAL-5 (5 %) and two
// personal coupons. Her cart is one on the shared server, so the store views take turns.
test.describe.configure({ mode: 'serial', timeout: 240_000 });
const slow = expect.configure({ timeout: 45_000 });

test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/h-ppr/shots/${name}-${test.info().project.name}.png`, fullPage: true });

interface View {
  readonly prefix: string;
  readonly login: { readonly email: RegExp; readonly password: RegExp; readonly button: string };
  readonly addToCart: string;
  /** The notices of a product added to the cart, or added again (the domain's 'product-added', 'quantity-updated'). */
  readonly added: string;
  readonly addedAgain: string;
  readonly price: string;
  readonly discount: string;
  readonly coupons: string;
}

const views: readonly View[] = [
  {
    prefix: '',
    login: { email: /^E-mailadres/, password: /^Wachtwoord/, button: 'Inloggen' },
    addToCart: 'In winkelwagen',
    added: 'Het product is aan je winkelwagen toegevoegd!',
    addedAgain: 'Het aantal is bijgewerkt!',
    price: 'Jouw persoonlijke prijs',
    discount: '5% vaste-klantenkorting (LOYAL-5)',
    coupons: 'Persoonlijke kortingscodes in je account: 2',
  },
  {
    prefix: '/en',
    login: { email: /^E-mail address/, password: /^Password/, button: 'Log in' },
    addToCart: 'Add to cart',
    added: 'Product has been added to the cart!',
    addedAgain: 'Product quantity has been updated!',
    price: 'Your personal price',
    discount: '5% loyalty discount (LOYAL-5)',
    coupons: 'Personal coupons in your account: 2',
  },
  {
    prefix: '/de',
    login: { email: /^E-Mail-Adresse/, password: /^Passwort/, button: 'Anmelden' },
    addToCart: 'In den Warenkorb',
    added: 'Der Artikel wurde in den Warenkorb gelegt!',
    addedAgain: 'Die Menge wurde aktualisiert!',
    price: 'Dein persönlicher Preis',
    discount: '5% Treuerabatt (LOYAL-5)',
    coupons: 'Persönliche Gutscheine in deinem Konto: 2',
  },
];

/** The belt Riem Juul costs € 54,95; 5 % off is € 2,75 (rounded once), so her personal price is € 52,20. */
const beltPath = (prefix: string) => `${prefix}/p/BLT-10025/riem-juul-10025`;

async function login(page: Page, view: View): Promise<void> {
  await page.goto(`${view.prefix}/login`);
  await page.getByLabel(view.login.email).fill('anna.devries@example.com');
  await page.getByLabel(view.login.password).fill('Demo1234!');
  await page.getByRole('main').getByRole('button', { name: view.login.button, exact: true }).click();
  await page.waitForURL(/my-account/);
}

/** Counts the personal-pricing checks the page sends. */
function countChecks(page: Page): () => number {
  let checks = 0;
  page.on('request', (request) => {
    if (request.url().includes('/personal-pricing/check')) checks += 1;
  });
  return () => checks;
}

for (const view of views) {
  test(`${view.prefix || '/nl'}: personal price on the product page, applied in cart and checkout; guests see nothing (cart spec §6, §7)`, async ({ page }) => {
    const checks = countChecks(page);
    await page.goto(beltPath(view.prefix));
    await slow(page.getByRole('button', { name: view.addToCart })).toBeEnabled();
    await expect(page.getByTestId('personal-price')).toHaveCount(0);
    expect(checks()).toBe(0);

    await login(page, view);
    await page.goto(beltPath(view.prefix));
    const note = page.getByRole('region', { name: view.price });
    await slow(note).toBeVisible();
    await expect(note.locator('.personal-price__amount')).toHaveText(/52[,.]20/);
    await expect(note).toContainText(view.discount);
    await expect(note.getByRole('link', { name: view.coupons })).toHaveAttribute('href', `${view.prefix}/my-account`);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `product${view.prefix.replace('/', '-') || '-nl'}`);

    await page.getByRole('button', { name: view.addToCart }).click();
    // As a shopper would: on to the cart once the shop says the product is in it (a navigation before could cut the add off).
    // Anna's cart is shared by the store views, so the second one adds the belt again.
    await slow(page.getByText(view.added).or(page.getByText(view.addedAgain))).toBeVisible();
    await page.goto(`${view.prefix}/winkelwagen/`);
    const applied = page.getByTestId('personal-pricing-applied');
    await slow(applied).toContainText(view.discount);
    await expect(applied).toContainText(view.price);
    await slow(page.locator('.cart-totals__row--discount')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `cart${view.prefix.replace('/', '-') || '-nl'}`);

    await page.goto(`${view.prefix}/checkout/`);
    await slow(page.getByRole('complementary').getByTestId('personal-pricing-applied')).toContainText(view.discount);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `checkout${view.prefix.replace('/', '-') || '-nl'}`);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(beltPath(view.prefix));
    await slow(page.getByRole('region', { name: view.price })).toBeVisible();
    await shot(page, `product-375${view.prefix.replace('/', '-') || '-nl'}`);
    await page.goto(`${view.prefix}/winkelwagen/`);
    await slow(page.getByTestId('personal-pricing-applied')).toBeVisible();
    await shot(page, `cart-375${view.prefix.replace('/', '-') || '-nl'}`);
  });
}

test('an expired loyalty session sees no personal pricing and sends no check (cart spec §4, §6)', async ({ page }) => {
  await page.clock.install();
  await login(page, views[1]!);
  await page.goto(beltPath('/en'));
  await slow(page.getByRole('region', { name: 'Your personal price' })).toBeVisible();

  // Two hours without a word: the loyalty session (one hour) has run out on this device.
  await page.clock.fastForward('02:00:00');
  const checks = countChecks(page);
  await page.goto(beltPath('/en'));
  await slow(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await page.waitForTimeout(2000);
  await expect(page.getByTestId('personal-price')).toHaveCount(0);
  expect(checks()).toBe(0);
});
