import { expect, type Page, test } from './fixtures';
import { belt, seedCart, trousers } from './cart-helpers';
import { expectNoSeriousAxeViolations, registerCustomer, skipNewsletterPopup, uniqueEmail } from './checkout-helpers';

// The shop asks before an irreversible step with its own dialog, never the browser's window.confirm.
test.describe.configure({ timeout: 180_000 });
const slow = expect.configure({ timeout: 30_000 });

test.beforeEach(async ({ page }) => {
  await skipNewsletterPopup(page);
  page.on('dialog', (dialog) => {
    void dialog.dismiss();
    throw new Error(`the browser's own ${dialog.type()} dialog opened: ${dialog.message()}`);
  });
});

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/hF/shots/${name}-${String(page.viewportSize()?.width)}.png` });

const views = [
  {
    lang: 'nl',
    prefix: '',
    add: 'Adres toevoegen',
    save: 'Adres opslaan',
    street: /^Straat/,
    house: /^Huisnummer/,
    postcode: /^Postcode/,
    city: /^Plaats/,
    remove: 'Adres Damrak 12, Amsterdam verwijderen',
    question: 'Het adres Damrak 12, Amsterdam verwijderen?',
    yes: 'Verwijderen',
    no: 'Annuleren',
    deleted: 'Het adres is verwijderd.',
    cart: 'Winkelwagen',
    cartQuestion: 'Weet je zeker dat je dit artikel uit je winkelwagen wilt verwijderen?',
    cartYes: 'Ja, verwijderen',
    cartNo: 'Nee, houden',
  },
  {
    lang: 'en',
    prefix: '/en',
    add: 'Add an address',
    save: 'Save address',
    street: /^Street/,
    house: /^House number/,
    postcode: /^Postcode/,
    city: /^City/,
    remove: 'Delete address Damrak 12, Amsterdam',
    question: 'Delete the address Damrak 12, Amsterdam?',
    yes: 'Delete',
    no: 'Cancel',
    deleted: 'The address has been deleted.',
    cart: 'Shopping cart',
    cartQuestion: 'Are you sure you would like to remove this item from the shopping cart?',
    cartYes: 'Yes, remove',
    cartNo: 'Keep it',
  },
  {
    lang: 'de',
    prefix: '/de',
    add: 'Adresse hinzufügen',
    save: 'Adresse speichern',
    street: /^Straße/,
    house: /^Hausnummer/,
    postcode: /^Postleitzahl/,
    city: /^Ort/,
    remove: 'Adresse Damrak 12, Amsterdam löschen',
    question: 'Die Adresse Damrak 12, Amsterdam löschen?',
    yes: 'Löschen',
    no: 'Abbrechen',
    deleted: 'Die Adresse wurde gelöscht.',
    cart: 'Warenkorb',
    cartQuestion: 'Möchtest du diesen Artikel wirklich aus dem Warenkorb entfernen?',
    cartYes: 'Ja, entfernen',
    cartNo: 'Behalten',
  },
];

for (const width of [1280, 375]) {
  test.describe(`${String(width)} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } });
    for (const view of width === 375 ? views.filter((v) => v.lang !== 'nl') : views) {
      test(`${view.lang}: deleting an address asks with the shop's dialog; focus stays inside and comes back`, async ({ page }) => {
        await registerCustomer(page, uniqueEmail(`confirm-${view.lang}`, test.info().project.name));
        await page.goto(`${view.prefix}/my-account/details`);
        await page.getByRole('button', { name: view.add }).click();
        const form = page.getByRole('dialog');
        await form.getByLabel(view.street).fill('Damrak');
        await form.getByLabel(view.house).fill('12');
        await form.getByLabel(view.postcode).fill('1012 LG');
        await form.getByLabel(view.city).fill('Amsterdam');
        await form.getByRole('button', { name: view.save }).click();
        await slow(page.getByRole('dialog')).toHaveCount(0);

        const remove = page.getByRole('button', { name: view.remove });
        await remove.click();
        const question = page.getByRole('alertdialog', { name: view.question });
        await expect(question).toBeVisible();
        const no = question.getByRole('button', { name: view.no });
        const yes = question.getByRole('button', { name: view.yes, exact: true });
        await expect(no).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(yes).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(no).toBeFocused();
        await page.keyboard.press('Shift+Tab');
        await expect(yes).toBeFocused();
        await expectNoSeriousAxeViolations(page);
        await shot(page, `confirm-address-${view.lang}`);
        await page.keyboard.press('Escape');
        await expect(question).toHaveCount(0);
        await expect(remove).toBeFocused();
        await expect(page.getByText('Damrak 12')).toBeVisible();

        await remove.click();
        await question.getByRole('button', { name: view.yes, exact: true }).click();
        await slow(page.getByText(view.deleted)).toBeVisible();
        await slow(page.getByText('Damrak 12')).toHaveCount(0);
      });

      test(`${view.lang}: removing a cart line asks above the microcart, which stays open`, async ({ page }) => {
        await seedCart(page, [belt, trousers]);
        await page.goto(`${view.prefix}/`);
        await page.getByRole('button', { name: new RegExp(view.cart === 'Shopping cart' ? '^Cart' : `^${view.cart}`) }).click();
        const microcart = page.getByRole('dialog', { name: view.cart });
        await slow(microcart.getByRole('listitem')).toHaveCount(2);
        const remove = microcart.locator('.cart-line__remove').first();
        await remove.click();
        const question = page.getByRole('alertdialog', { name: view.cartQuestion });
        await expect(question.getByRole('button', { name: view.cartNo })).toBeFocused();
        // The question is on top: its buttons take the click, not the drawer behind.
        const yes = question.getByRole('button', { name: view.cartYes });
        const box = await yes.boundingBox();
        expect(box).not.toBeNull();
        const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.confirm-dialog') !== null, {
          x: (box?.x ?? 0) + 5,
          y: (box?.y ?? 0) + 5,
        });
        expect(onTop).toBe(true);
        await shot(page, `confirm-cart-${view.lang}`);
        await page.keyboard.press('Escape');
        await expect(question).toHaveCount(0);
        await expect(microcart).toBeVisible();
        await expect(remove).toBeFocused();
        await remove.click();
        await question.getByRole('button', { name: view.cartYes }).click();
        await slow(microcart.getByRole('listitem')).toHaveCount(1);
        await expect(microcart).toBeVisible();
      });
    }
  });
}
