import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { belt, seedCart } from './cart-helpers';
import { fillShipping, nlTexts, payByCard, skipNewsletterPopup, uniqueEmail } from './checkout-helpers';

// Journeys through the shop's server and the mock backend; the shared build machine is slow.
test.describe.configure({ timeout: 120_000 });
const slow = expect.configure({ timeout: 30_000 });

test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

interface FixtureProduct {
  readonly sku: string;
  readonly name: string;
  readonly url_path: string;
  readonly status: number;
  readonly visibility: number;
  readonly stock: { readonly is_in_stock: boolean };
}

const catalogue = (store: string): readonly FixtureProduct[] =>
  JSON.parse(readFileSync(`fixtures/data/default/catalog-${store}-product.json`, 'utf8')) as FixtureProduct[];

/** The texts each store view shows (ui/i18n/catalogues). */
const views = [
  {
    lang: 'nl',
    prefix: '',
    search: 'Zoeken',
    panel: 'Zoek naar producten',
    placeholder: 'Waar ben je naar op zoek?',
    outOfStock: 'Niet op voorraad!',
    onlyZero: 'Nog maar 0 beschikbaar',
    add: 'In winkelwagen',
    refused: 'De gevraagde hoeveelheid is niet beschikbaar',
    create: 'Maak een account aan',
    createButton: 'Account aanmaken',
    firstName: /^Voornaam/,
    lastName: /^Achternaam/,
    email: /^E-mailadres/,
    password: /^Wachtwoord/,
    repeat: /^Herhaal wachtwoord/,
    login: 'Inloggen',
    myOrders: 'Mijn bestellingen',
    date: /^\d{2}:\d{2} \d{1,2}\/\d{1,2}\/\d{4}$/,
  },
  {
    lang: 'en',
    prefix: '/en',
    search: 'Search',
    panel: 'Search for products',
    placeholder: 'What are you searching for?',
    outOfStock: 'Out of the stock!',
    onlyZero: 'Only 0 available',
    add: 'Add to cart',
    refused: 'The requested qty is not available',
    create: 'Create an account',
    createButton: 'Create account',
    firstName: /^First name/,
    lastName: /^Last name/,
    email: /^E-mail address/,
    password: /^Password/,
    repeat: /^Repeat password/,
    login: 'Log in',
    myOrders: 'My orders',
    date: /^\d{2}:\d{2} \d{1,2}\/\d{1,2}\/\d{4}$/,
  },
  {
    lang: 'de',
    prefix: '/de',
    search: 'Suchen',
    panel: 'Nach Produkten suchen',
    placeholder: 'Wonach suchst du?',
    outOfStock: 'Nicht auf Lager!',
    onlyZero: 'Nur noch 0 verfügbar',
    add: 'In den Warenkorb',
    refused: 'Die angeforderte Menge ist nicht verfügbar',
    create: 'Kundenkonto anlegen',
    createButton: 'Konto anlegen',
    firstName: /^Vorname/,
    lastName: /^Nachname/,
    email: /^E-Mail-Adresse/,
    password: /^Passwort(?! wiederholen)/,
    repeat: /^Passwort wiederholen/,
    login: 'Anmelden',
    myOrders: 'Meine Bestellungen',
    date: /^\d{2}:\d{2} \d{1,2}-\d{1,2}-\d{4}$/,
  },
];

/** Opens the search sidebar from the header (again, if the first click came before the page was interactive). */
async function openSearch(page: Page, label: string, title: string) {
  await expect(async () => {
    await page.getByRole('banner').getByRole('button', { name: label, exact: true }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

for (const view of views) {
  const products = catalogue(view.lang);
  // Names repeat in the fixtures (two 'Shopper Iris'): a product is known by its page's path.
  const soldOutShoppers = products
    .filter((p) => p.status === 1 && p.visibility !== 1 && !p.stock.is_in_stock && p.sku.startsWith('SHP-'))
    .map((p) => `${view.prefix}/${p.url_path}`);
  const soldOut = (hrefs: readonly (string | null)[]) => hrefs.filter((href) => href !== null && soldOutShoppers.includes(href.split('?')[0]!));
  const soldOutTop = products.find((p) => p.sku === 'EDGE-OOS-SIMPLE')!;

  test(`${view.lang}: search results and the search panel leave out products out of stock (catalogue spec §5)`, async ({ page }) => {
    expect(soldOutShoppers.length).toBeGreaterThan(0);
    await page.goto(`${view.prefix}/catalogsearch/result/?q=shopper`);
    const names = page.locator('.listing .product-card__name');
    await slow(names.first()).toBeVisible();
    expect((await names.allTextContents()).some((name) => name.startsWith('Shopper'))).toBe(true);
    expect(soldOut(await page.locator('.listing .product-card a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))).toEqual([]);
    const pageCount = Number((await page.locator('.listing__count').textContent())?.replace(/\D/g, ''));

    await openSearch(page, view.search, view.panel);
    const panel = page.getByRole('dialog', { name: view.panel });
    await panel.getByPlaceholder(view.placeholder).fill('shopper');
    await slow(panel.locator('.search-panel__grid .product-card').first()).toBeVisible();
    await slow(panel.locator('.search-suggestion').first()).toBeVisible();
    expect(soldOut(await panel.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))).toEqual([]);
    await expect(panel.locator('.search-panel__status')).toHaveText(new RegExp(`^${pageCount} `));

    // The one product a search for its name finds is out of stock: no results, not a card that cannot be bought.
    await page.goto(`${view.prefix}/catalogsearch/result/?q=wilma`);
    await slow(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.product-card__name').filter({ hasText: soldOutTop.name })).toHaveCount(0);
  });

  // Cart spec §4: out-of-stock items may be added in this shop; the server then refuses the line with its own text (§8).
  test(`${view.lang}: a sold-out product says '${view.outOfStock}', and adding it shows the server's refusal`, async ({ page }) => {
    await page.goto(`${view.prefix}/${soldOutTop.url_path}`);
    await expect(page.getByTestId('product-stock')).toHaveText(view.outOfStock);
    await expect(page.getByText(view.onlyZero)).toHaveCount(0);
    const add = page.getByRole('button', { name: view.add, exact: true });
    await slow(add).toBeEnabled();
    await page.screenshot({ path: test.info().outputPath(`sold-out-${view.lang}.png`) });
    await add.click();
    await slow(page.getByRole('alert').filter({ hasText: view.refused }).first()).toBeVisible();
    await expect(page.getByRole('banner').locator('.cart-badge')).toHaveCount(0);
  });

  test(`${view.lang}: a shopper named Li Bo registers (cart spec §5: the store view's name minimum)`, async ({ page }) => {
    await page.goto(`${view.prefix}/login`);
    await page.getByRole('button', { name: view.create }).click();
    await page.getByLabel(view.firstName).fill('Li');
    await page.getByLabel(view.lastName).fill('Bo');
    await page.getByLabel(view.email).fill(uniqueEmail(`li-bo-${view.lang}`, test.info().project.name));
    await page.getByLabel(view.password).fill('Winter2026!');
    await page.getByLabel(view.repeat).fill('Winter2026!');
    await page.getByRole('button', { name: view.createButton }).click();
    await slow(page).toHaveURL(/\/my-account/);
  });

  test(`${view.lang}: order dates and times in the store view's dateFormat (catalogue spec §9)`, async ({ page }) => {
    await page.goto(`${view.prefix}/login`);
    await page.getByLabel(view.email).fill('anna.devries@example.com');
    await page.getByLabel(view.password).fill('Demo1234!');
    await page.getByRole('main').getByRole('button', { name: view.login, exact: true }).click();
    await page.waitForURL(/my-account/);
    await page.getByRole('link', { name: view.myOrders }).click();
    const dates = page.locator('table time');
    await slow(dates.first()).toBeVisible();
    for (const text of await dates.allTextContents()) expect(text).toMatch(view.date);
    const first = (await dates.first().textContent()) ?? '';
    await page.locator('table tbody tr').first().getByRole('link').click();
    await slow(page.getByTestId('order-date')).toHaveText(first);
    await page.screenshot({ path: test.info().outputPath(`order-${view.lang}.png`) });
  });
}

test('nl: Li Bo checks out as a guest (cart spec §5: two letters are a name in the Dutch store view)', async ({ page }, info) => {
  await seedCart(page, [belt]);
  await page.goto('/checkout');
  const step = page.locator('.checkout-step--current');
  await step.getByLabel(nlTexts.firstName).fill('Li');
  await step.getByLabel(nlTexts.lastName).fill('Bo');
  await step.getByLabel(nlTexts.email).fill(uniqueEmail('li-bo-checkout', info.project.name));
  await step.getByRole('button', { name: nlTexts.continue }).click();
  await slow(page.getByRole('heading', { name: /^2?\s*Verzending/ })).toBeFocused();
  await fillShipping(page, nlTexts);
  const payment = page.locator('.checkout-step--current');
  await payment.getByRole('radio', { name: /Creditcard/ }).check();
  await payment.getByRole('button', { name: 'Verder' }).click();
  await page.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await page.waitForURL(/\/payment-provider\/hosted\//);
  await payByCard(page, '4111 1111 1111 1111');
  await page.waitForURL(/\/checkout-return/);
  await slow(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
});
