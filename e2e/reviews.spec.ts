import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures';

// Fixture product KTR-10607 (fixtures/data/default). Reviews sent here stay pending, so its list stays empty.
const views = [
  {
    lang: 'nl',
    product: '/kinderen/jongens/broeken/premium-broek-greta-10607',
    open: 'Beoordelingen',
    dialog: /^Beoordelingen van /,
    empty: 'Nog geen beoordelingen. Laat als eerste weten wat je ervan vindt.',
    stars: '4 sterren',
    title: 'Titel',
    detail: 'Jouw beoordeling',
    nickname: 'Schermnaam',
    submit: 'Beoordeling versturen',
    titleRequired: 'Vul een titel in voor je beoordeling.',
    thanks: 'Bedankt voor je beoordeling, deze is zichtbaar zodra hij is goedgekeurd',
  },
  {
    lang: 'de',
    product: '/de/kinder/jungen/hosen/premium-hose-greta-10607',
    open: 'Bewertungen',
    dialog: /^Bewertungen für /,
    empty: 'Noch keine Bewertungen. Teile als Erste oder Erster deine Meinung.',
    stars: '4 Sterne',
    title: 'Titel',
    detail: 'Dein Text',
    nickname: 'Anzeigename',
    submit: 'Bewertung senden',
    titleRequired: 'Bitte gib einen Titel für deine Bewertung ein.',
    thanks: 'Vielen Dank für deine Bewertung, sie wird nach der Freigabe sichtbar',
  },
];

async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const view of views) {
  test(`${view.lang}: a shopper opens the reviews of a product and sends a review for approval`, async ({ page }, info) => {
    await page.goto(view.product);
    await expect(page.locator('.layout[data-hydrated]')).toBeAttached();
    await page.locator('.product-page__details').getByRole('button', { name: view.open, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: view.dialog });
    await expect(dialog.getByText(view.empty)).toBeVisible();

    await dialog.getByRole('button', { name: view.submit }).click();
    await expect(dialog.getByText(view.titleRequired)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: view.title, exact: true })).toBeFocused();
    // axe once per screen size: the modal's markup is the same in every language.
    if (view.lang === 'nl') expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/h10/shots/review-form-${view.lang}-${info.project.name}.png`, fullPage: false });

    await dialog.getByRole('radio', { name: view.stars }).check();
    await dialog.getByRole('textbox', { name: view.title, exact: true }).fill('Fijne broek');
    await dialog.getByRole('textbox', { name: view.detail, exact: true }).fill('Zit goed en is stevig.');
    await dialog.getByRole('textbox', { name: view.nickname, exact: true }).fill(`E2E ${info.project.name}`);
    await dialog.getByRole('button', { name: view.submit }).click();
    await expect(dialog.getByRole('status').filter({ hasText: view.thanks })).toBeFocused();
    await page.screenshot({ path: `/tmp/h10/shots/review-sent-${view.lang}-${info.project.name}.png`, fullPage: false });
  });
}
