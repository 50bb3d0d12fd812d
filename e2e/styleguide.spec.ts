import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures';

const shots = '/tmp/h4/shots';

/** Once the layout is marked hydrated, clicks and keys reach React (the overlays mount in the same render). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('.layout[data-hydrated]')).toBeAttached();
}

async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.beforeEach(async ({ page }) => {
  // The newsletter pop-up has its own spec; here it would cover the page after 8 s.
  await page.addInitScript(() => window.localStorage.setItem('newsletter-popup-shown', 'e2e'));
});

test('the style guide shows the tokens and shared components and passes axe', async ({ page }) => {
  test.slow(); // axe over a long page of every component
  await page.goto('/en/styleguide');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Style guide' })).toBeVisible();
  await expect(page.getByText('--color-accent', { exact: true })).toBeVisible();
  await expect(page.getByText('--notification-width')).toBeVisible();
  await expect(page.locator('main').getByText('Free returns within 30 days')).toBeVisible();
  await expect(page.getByText('An error occured while loading the component.')).toBeVisible({ timeout: 6000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('section[aria-labelledby="sg-forms"]').screenshot({ path: `${shots}/sg-forms-${test.info().project.name}.png`, animations: 'disabled' });
});

test('the select is a keyboard listbox with typeahead', async ({ page }) => {
  await page.goto('/en/styleguide');
  await hydrated(page);
  const size = page.getByRole('combobox', { name: /Size/ });
  await size.focus();
  await page.keyboard.press('ArrowDown');
  const list = page.getByRole('listbox', { name: 'Size' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('option')).toHaveCount(6);
  await page.keyboard.type('xl');
  await expect(list.getByRole('option', { name: 'XL', exact: true })).toHaveClass(/select__option--active/);
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(size).toHaveText('XL');
  await expect(size).toBeFocused();
});

test('the loader overlay and a modal load when shown, not with the page', async ({ page }) => {
  await page.goto('/en/styleguide');
  await hydrated(page);
  await page.getByRole('button', { name: 'Show the loader for 2 seconds' }).click();
  const loader = page.getByRole('status').filter({ hasText: 'Loading, one moment please' });
  await expect(loader).toBeAttached();
  await expect(loader).toHaveCount(0, { timeout: 5000 });
  // The modal host mounts for the first modal: the dialog still takes the focus and gives it back to its opener.
  const opener = page.getByRole('button', { name: 'Open a modal' });
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('Dutch and German style guides speak their language', async ({ page }) => {
  await page.goto('/styleguide');
  await expect(page.getByRole('heading', { level: 1, name: 'Stijlgids' })).toBeVisible();
  await expect(page.locator('main').getByText('Gratis retourneren binnen 30 dagen')).toBeVisible();
  await page.goto('/de/styleguide');
  await expect(page.locator('main').getByText('Kostenlose Rücksendung innerhalb von 30 Tagen')).toBeVisible();
});
