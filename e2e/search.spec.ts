import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures';

// The newsletter pop-up (8 s after the first visit) would cover the page: these tests are returning visitors.
// A list navigation waits for its loader (the mock answers in the page); on a busy machine that takes a while.
test.slow();
const navigation = { timeout: 20_000 };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('newsletter-popup-shown', '1'));
});

const views = [
  {
    home: '/',
    search: 'Zoeken',
    title: 'Zoek naar producten',
    placeholder: 'Waar ben je naar op zoek?',
    short: 'Typ minstens 3 tekens om te zoeken.',
    q: 'jurk',
    results: 'Zoekresultaten voor “jurk”',
    path: '/catalogsearch/result/?q=jurk',
  },
  {
    home: '/en/',
    search: 'Search',
    title: 'Search for products',
    placeholder: 'What are you searching for?',
    short: 'Type at least 3 characters to search.',
    q: 'dress',
    results: 'Search results for “dress”',
    path: '/en/catalogsearch/result/?q=dress',
  },
  {
    home: '/de/',
    search: 'Suchen',
    title: 'Nach Produkten suchen',
    placeholder: 'Wonach suchst du?',
    short: 'Gib mindestens 3 Zeichen ein, um zu suchen.',
    q: 'kleid',
    results: 'Suchergebnisse für „kleid“',
    path: '/de/catalogsearch/result/?q=kleid',
  },
];

/** Opens the search sidebar from the header (again, if the first click came before the page was interactive). */
async function openSearch(page: Page, label: string, title: string) {
  await expect(async () => {
    await page.getByRole('banner').getByRole('button', { name: label, exact: true }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible({ timeout: 2_000 });
  }).toPass(navigation);
}

for (const view of views) {
  test(`${view.home}: search from the header with suggestions; Enter opens the results`, async ({ page }) => {
    await page.goto(view.home);
    await openSearch(page, view.search, view.title);
    const panel = page.getByRole('dialog', { name: view.title });
    await expect(panel).toBeVisible();
    const input = panel.getByPlaceholder(view.placeholder);
    await input.fill(view.q.slice(0, 2));
    await expect(panel.getByText(view.short)).toBeVisible();
    await input.fill(view.q);
    await expect(panel.locator('.search-suggestion').first()).toBeVisible();
    await expect(panel.locator('.search-suggestion .card-price__current').first()).toHaveText(/^€ \d+,\d{2}$/);
    await expect(panel.locator('.search-panel__grid .product-card')).toHaveCount(18);
    // Suggestions name each product once.
    const names = await panel.locator('.search-suggestion__name').allTextContents();
    expect(names).toEqual([...new Set(names)]);
    await page.screenshot({ path: test.info().outputPath(`search-panel-${view.q}.png`) });
    const status = panel.locator('.search-panel__status');
    await expect(status).toHaveText(/^\d+ \S+$/);
    const panelCount = Number((await status.textContent())?.replace(/\D/g, ''));
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/catalogsearch/result/\\?q=${view.q}$`), navigation);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: view.results })).toBeVisible();
    // One count for one search: the panel's number is the results page's.
    await expect(page.locator('.listing__count')).toHaveText(new RegExp(`^${panelCount} `));
  });
}

test('the results page filters, sorts and pages like a category; axe finds nothing serious', async ({ page, isMobile }) => {
  await page.goto('/catalogsearch/result/?q=jurk');
  await expect(page.getByRole('heading', { level: 1, name: 'Zoekresultaten voor “jurk”' })).toBeVisible();
  // Filters and sort are the app's once it has taken over the server's HTML.
  await page.locator('.layout[data-hydrated]').waitFor();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  if (isMobile) await page.locator('.listing__filter-toggle').click();
  await page
    .getByRole('region', { name: 'Kleur' })
    .getByRole('checkbox', { name: /^Zwart/ })
    .click();
  await expect(page).toHaveURL(/q=jurk&color=zwart/, navigation);
  await page.getByLabel('Sorteer op').selectOption({ label: 'Prijs aflopend' });
  await expect(page).toHaveURL(/q=jurk&color=zwart&sort=price-descending/, navigation);
  const cents = async () => (await page.locator('.card-price__current').allTextContents()).map((t) => Number(t.replace(/[^\d]/g, '')));
  await expect.poll(async () => (await cents()).every((c, i, all) => i === 0 || c <= all[i - 1]!), navigation).toBe(true);
});

test('a search text the provider redirects goes to its page', async ({ page }) => {
  await page.goto('/catalogsearch/result/?q=zwarte%20jurken');
  await expect(page).toHaveURL(/\/l\/elevate\/zwarte-jurken\/?$/, navigation);
  await expect(page.getByRole('heading', { level: 1, name: 'Jurken' })).toBeVisible();
});

test('the mobile menu holds the header search: suggestions and 16 results (catalogue spec §9)', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the mobile menu is for up to 1024 px');
  await page.goto('/');
  await page.locator('.layout[data-hydrated]').waitFor();
  await page.getByRole('button', { name: 'Menu' }).first().click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('searchbox').fill('jurk');
  await expect(menu.locator('.search-suggestion').first()).toBeVisible(navigation);
  await expect(menu.locator('.search-panel__grid .product-card')).toHaveCount(16);
  await menu.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/catalogsearch\/result\/\?q=jurk$/, navigation);
  await expect(menu).toBeHidden();
});
