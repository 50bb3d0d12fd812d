import { expect, test } from './fixtures';

// Catalogue spec §2: lazy screens of type debug, page, grid and tile stand in while a screen loads.

test('a personal page is served with its lazy screen, which the page replaces once the browser takes over', async ({ page, request }) => {
  const html = await (await request.get('/en/my-account')).text();
  expect(html).toContain('data-lazy-screen="page"');
  await page.goto('/en/login');
  await expect(page.locator('.layout[data-hydrated]')).toBeAttached();
  await expect(page.locator('[data-lazy-screen]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('?lazy-screen=debug shows what is loading instead of its shape', async ({ request }) => {
  const html = await (await request.get('/en/checkout?lazy-screen=debug')).text();
  expect(html).toContain('data-lazy-screen="debug"');
  expect(html).toContain('./checkout/CheckoutPage.tsx');
});

test('the style guide shows the four lazy screen types', async ({ page }) => {
  await page.goto('/en/styleguide');
  const screens = page.locator('.styleguide__lazy-screen');
  await expect(screens).toHaveCount(4);
  for (const type of ['debug', 'page', 'grid', 'tile']) {
    await expect(screens.locator(`[data-lazy-screen="${type}"]`)).toHaveCount(1);
  }
  await expect(screens.locator('[data-lazy-screen="grid"] .lazy-screen__tile')).toHaveCount(4);
  // The debug screen counts the time its chunk takes.
  await expect(screens.locator('[data-lazy-screen="debug"]')).not.toContainText('loading for 0 ms');
  await screens.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/lazy-shots/styleguide-lazy-${test.info().project.name}.png`, fullPage: false });
});

/** The personal areas' texts (account, checkout, styleguide): a chunk of their own per language, asked for with those screens. */
const personalTexts = /\/assets\/(nl|en|de)-[\w-]+\.js$/;

test("a screen's chunk that fails on the way there loads that screen's page instead: the tap is not lost", async ({ page }) => {
  await page.goto('/en/');
  await expect(page.locator('.layout[data-hydrated]')).toBeAttached();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  let failed = 0;
  await page.route(personalTexts, (route) => (failed++ === 0 ? route.abort('connectionreset') : route.continue()));
  await page.locator('header a[href="/en/login"]').first().click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(failed).toBeGreaterThanOrEqual(2);
  // A full page load of the login page, not the home page reloaded.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
});

const views = [
  { prefix: '', login: 'Inloggen', failed: 'Er is een fout opgetreden bij het laden van dit onderdeel.', tryAgain: 'Opnieuw proberen' },
  { prefix: '/en', login: 'Log in', failed: 'An error occured while loading the component.', tryAgain: 'Try again' },
  { prefix: '/de', login: 'Anmelden', failed: 'Beim Laden dieses Bereichs ist ein Fehler aufgetreten.', tryAgain: 'Erneut versuchen' },
];

for (const view of views) {
  test(`a screen's chunk that keeps failing says so, and its Try again loads the screen once the network is back (${view.prefix || '/'})`, async ({ page }) => {
    await page.goto(`${view.prefix}/`);
    await expect(page.locator('.layout[data-hydrated]')).toBeAttached();
    let blocked = true;
    await page.route(personalTexts, (route) => (blocked ? route.abort('connectionreset') : route.continue()));
    await page.locator(`header a[href="${view.prefix}/login"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${view.prefix}/login$`));
    // Loaded afresh once for the failure on the way; the second failure is said in the spec's words.
    await expect(page.getByRole('alert').filter({ hasText: view.failed })).toBeVisible();
    blocked = false;
    await page.getByRole('button', { name: view.tryAgain }).click();
    await expect(page.getByRole('heading', { level: 1, name: view.login })).toBeVisible();
  });
}
