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
