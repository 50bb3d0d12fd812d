import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const storeViews = [
  { path: '/', lang: 'nl', aboutUs: 'Over ons', stores: 'Winkels', welcome: 'Welkom in onze winkel', women: 'Dames', menu: 'Hoofdmenu' },
  { path: '/en/', lang: 'en', aboutUs: 'About us', stores: 'Stores', welcome: 'Welcome to our shop', women: 'Women', menu: 'Main navigation' },
  { path: '/de/', lang: 'de', aboutUs: 'Über uns', stores: 'Filialen', welcome: 'Willkommen in unserem Shop', women: 'Damen', menu: 'Hauptmenü' },
];

for (const view of storeViews) {
  test(`${view.path} shows the translated header with the CMS menu of its store view`, async ({ page }) => {
    await page.goto(view.path);
    await expect(page.locator('html')).toHaveAttribute('lang', view.lang);
    await expect(page.getByRole('heading', { level: 1, name: view.welcome })).toBeVisible();
    await expect(page.getByRole('link', { name: view.aboutUs })).toBeVisible();
    await expect(page.getByRole('link', { name: view.stores })).toBeVisible();
    // The menu comes from the CMS theme story: port → Storyblok adapter → mock backend (MSW worker).
    const menu = page.getByRole('navigation', { name: view.menu });
    await expect(menu.getByRole('link', { name: view.women, exact: true })).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`home-${view.lang}.png`), fullPage: true });
  });
}

test('an unknown path keeps its store view and shows the not-found page', async ({ page }) => {
  await page.goto('/de/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Über uns' })).toBeVisible();
});

test('the language links lead to the other store views', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Kies je taal' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByRole('link', { name: 'About us' })).toBeVisible();
});
