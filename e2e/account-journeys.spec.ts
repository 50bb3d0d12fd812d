import { expect, type Page, test } from './fixtures';
import { expectNoSeriousAxeViolations, registerCustomer, skipNewsletterPopup, uniqueEmail } from './checkout-helpers';

// Journeys through the shop's server and the mock backend; the shared build machine is slow.
test.describe.configure({ timeout: 300_000 });
const slow = expect.configure({ timeout: 45_000 });

test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

async function login(page: Page, prefix: string, texts: { email: string; password: string; button: string }, email: string, password: string): Promise<void> {
  await page.goto(`${prefix}/login`);
  await page.getByLabel(new RegExp(`^${texts.email}`)).fill(email);
  await page.getByLabel(new RegExp(`^${texts.password}`)).fill(password);
  await page.getByRole('main').getByRole('button', { name: texts.button, exact: true }).click();
  await page.waitForURL(/my-account/);
}

/** The details and addresses journey's texts in each store view (ui/i18n/catalogues/account and domain). */
const detailsViews = [
  {
    lang: 'nl',
    prefix: '',
    myDetails: 'Mijn gegevens',
    lastName: /^Achternaam/,
    save: 'Wijzigingen opslaan',
    short: 'J',
    tooShort: 'De naam moet minstens 2 letters bevatten.',
    updated: 'Je accountgegevens zijn bijgewerkt',
    add: 'Adres toevoegen',
    saveAddress: 'Adres opslaan',
    required: 'Dit veld is verplicht.',
    street: /^Straat/,
    house: /^Huisnummer/,
    affix: /^Toevoeging/,
    postcode: /^Postcode/,
    city: /^Plaats/,
    makeDefault: (a: string) => `${a} als standaardadres instellen`,
    isDefault: 'Standaardadres',
    edit: (a: string) => `Adres ${a} wijzigen`,
    remove: (a: string) => `Adres ${a} verwijderen`,
    deleted: 'Het adres is verwijderd.',
    deleteButton: 'Verwijderen',
  },
  {
    lang: 'en',
    prefix: '/en',
    myDetails: 'My details',
    lastName: /^Last name/,
    save: 'Save changes',
    short: '',
    tooShort: 'Field is required.',
    updated: 'Account data has successfully been updated',
    add: 'Add an address',
    saveAddress: 'Save address',
    required: 'Field is required.',
    street: /^Street/,
    house: /^House number/,
    affix: /^Addition/,
    postcode: /^Postcode/,
    city: /^City/,
    makeDefault: (a: string) => `Make ${a} the default address`,
    isDefault: 'Default address',
    edit: (a: string) => `Edit address ${a}`,
    remove: (a: string) => `Delete address ${a}`,
    deleted: 'The address has been deleted.',
    deleteButton: 'Delete',
  },
  {
    lang: 'de',
    prefix: '/de',
    myDetails: 'Meine Daten',
    lastName: /^Nachname/,
    save: 'Änderungen speichern',
    short: 'J',
    tooShort: 'Der Name muss mindestens 2 Buchstaben haben.',
    updated: 'Deine Kontodaten wurden aktualisiert',
    add: 'Adresse hinzufügen',
    saveAddress: 'Adresse speichern',
    required: 'Dieses Feld ist erforderlich.',
    street: /^Straße/,
    house: /^Hausnummer/,
    affix: /^Zusatz/,
    postcode: /^Postleitzahl/,
    city: /^Ort/,
    makeDefault: (a: string) => `${a} als Standardadresse festlegen`,
    isDefault: 'Standardadresse',
    edit: (a: string) => `Adresse ${a} ändern`,
    remove: (a: string) => `Adresse ${a} löschen`,
    deleted: 'Die Adresse wurde gelöscht.',
    deleteButton: 'Löschen',
  },
];

for (const view of detailsViews) {
  test(`${view.lang}: register, edit the details, add, edit, default and delete addresses (cart spec §2, §3, §5)`, async ({ page }) => {
    // At 375 px the addresses bottom sheet runs in account-mobile.spec.ts (the mobile project's list).
    await registerCustomer(page, uniqueEmail(`details-${view.lang}`, test.info().project.name));
    await page.goto(`${view.prefix}/my-account`);
    await page.getByRole('link', { name: view.myDetails }).click();
    // Below the store view's name minimum: 2 letters in nl and de; in en, where 1 is a name, nothing at all.
    await page.getByLabel(view.lastName).fill(view.short);
    await page.getByRole('button', { name: view.save }).click();
    await slow(page.getByText(view.tooShort)).toBeVisible();
    await page.getByLabel(view.lastName).fill('de Boer');
    await page.getByRole('button', { name: view.save }).click();
    await slow(page.getByText(view.updated)).toBeVisible();
    await page.reload();
    await slow(page.getByRole('main').getByText('Sanne de Boer')).toBeVisible();

    await page.getByRole('button', { name: view.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: view.saveAddress }).click();
    await slow(dialog.getByText(view.required).first()).toBeVisible();
    await dialog.getByLabel(view.street).fill('Damrak');
    await dialog.getByLabel(view.house).fill('12');
    await dialog.getByLabel(view.affix).fill('B');
    await dialog.getByLabel(view.postcode).fill('1012 LG');
    await dialog.getByLabel(view.city).fill('Amsterdam');
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: view.saveAddress }).click();
    await slow(page.getByRole('dialog')).toHaveCount(0);
    await slow(page.getByText('Damrak 12 B')).toBeVisible();

    await page.getByRole('button', { name: view.add }).click();
    await dialog.getByLabel(view.street).fill('Coolsingel');
    await dialog.getByLabel(view.house).fill('40');
    await dialog.getByLabel(view.postcode).fill('3011 AD');
    await dialog.getByLabel(view.city).fill('Rotterdam');
    await dialog.getByRole('button', { name: view.saveAddress }).click();
    await slow(page.getByText('Coolsingel 40')).toBeVisible();
    // The first address became the default; making the second one the default puts it first.
    await page.getByRole('button', { name: view.makeDefault('Coolsingel 40, Rotterdam') }).click();
    await slow(page.locator('.account-addresses > li').first()).toContainText('Coolsingel 40');
    await slow(page.locator('.account-addresses > li').first()).toContainText(view.isDefault);

    await page.getByRole('button', { name: view.edit('Damrak 12 B, Amsterdam') }).click();
    await dialog.getByLabel(view.city).fill('Haarlem');
    await dialog.getByRole('button', { name: view.saveAddress }).click();
    await slow(page.getByText('Haarlem')).toBeVisible();
    await shot(page, `account-details-${view.lang}`);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: view.remove('Damrak 12 B, Haarlem') }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: view.deleteButton, exact: true }).click();
    await slow(page.getByText(view.deleted)).toBeVisible();
    await slow(page.getByText('Haarlem')).toHaveCount(0);
  });
}

/** The password journey's texts in each store view (ui/i18n/catalogues/account and domain). */
const passwordViews = [
  {
    lang: 'nl',
    prefix: '',
    createLink: 'Maak een account aan',
    createButton: 'Account aanmaken',
    firstName: /^Voornaam/,
    lastName: /^Achternaam/,
    email: 'E-mailadres',
    password: 'Wachtwoord',
    registerPassword: /^Wachtwoord/,
    repeat: /^Herhaal wachtwoord/,
    loginButton: 'Inloggen',
    myDetails: 'Mijn gegevens',
    change: 'Wachtwoord wijzigen',
    confirm: 'Bevestigen',
    current: /^Huidig wachtwoord/,
    next: /^Nieuw wachtwoord/,
    notIdentical: 'De wachtwoorden moeten gelijk zijn.',
    offline: 'Wachtwoord wijzigen werkt niet zolang je offline bent!',
    changed: 'Je wachtwoord is gewijzigd',
    logout: 'Uitloggen',
    hello: 'Hoi Sanne',
  },
  {
    lang: 'en',
    prefix: '/en',
    createLink: 'Create an account',
    createButton: 'Create account',
    firstName: /^First name/,
    lastName: /^Last name/,
    email: 'E-mail address',
    password: 'Password',
    registerPassword: /^Password/,
    repeat: /^Repeat password/,
    loginButton: 'Log in',
    myDetails: 'My details',
    change: 'Change password',
    confirm: 'Confirm',
    current: /^Current password/,
    next: /^New password/,
    notIdentical: 'Passwords must be identical.',
    offline: 'Reset password feature does not work while offline!',
    changed: 'Password has successfully been changed',
    logout: 'Log out',
    hello: 'Hello Sanne',
  },
  {
    lang: 'de',
    prefix: '/de',
    createLink: 'Kundenkonto anlegen',
    createButton: 'Konto anlegen',
    firstName: /^Vorname/,
    lastName: /^Nachname/,
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    registerPassword: /^Passwort(?! wiederholen)/,
    repeat: /^Passwort wiederholen/,
    loginButton: 'Anmelden',
    myDetails: 'Meine Daten',
    change: 'Passwort ändern',
    confirm: 'Bestätigen',
    current: /^Aktuelles Passwort/,
    next: /^Neues Passwort/,
    notIdentical: 'Die Passwörter müssen übereinstimmen.',
    offline: 'Das Zurücksetzen des Passworts funktioniert offline nicht!',
    changed: 'Dein Passwort wurde geändert',
    logout: 'Abmelden',
    hello: 'Hallo Sanne',
  },
];

for (const view of passwordViews) {
  test(`${view.lang}: change the password — mismatch, offline refusal, success, then log in with the new one (cart spec §5, §8)`, async ({ page, context }) => {
    const email = uniqueEmail(`password-${view.lang}`, test.info().project.name);
    await page.goto(`${view.prefix}/login`);
    await page.getByRole('button', { name: view.createLink }).click();
    await page.getByLabel(view.firstName).fill('Sanne');
    await page.getByLabel(view.lastName).fill('Jansen');
    await page.getByLabel(new RegExp(`^${view.email}`)).fill(email);
    await page.getByLabel(view.registerPassword).fill('Winter2026!');
    await page.getByLabel(view.repeat).fill('Winter2026!');
    await page.getByRole('button', { name: view.createButton }).click();
    await page.waitForURL(/\/my-account/);

    await page.getByRole('link', { name: view.myDetails }).click();
    await page.getByRole('button', { name: view.change }).click();
    const drawer = page.getByRole('dialog', { name: view.change });
    const confirm = drawer.getByRole('button', { name: view.confirm });
    await drawer.getByLabel(view.current).fill('Winter2026!');
    await drawer.getByLabel(view.next).fill('Summer2027!');
    await drawer.getByLabel(view.repeat).fill('Summer2027?');
    await drawer.getByLabel(view.current).focus();
    await slow(drawer.getByText(view.notIdentical)).toBeVisible();
    await slow(confirm).toBeDisabled();
    await drawer.getByLabel(view.repeat).fill('Summer2027!');
    await slow(confirm).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `account-password-${view.lang}`);

    await context.setOffline(true);
    await confirm.click();
    await slow(page.getByText(view.offline)).toBeVisible();
    await context.setOffline(false);
    await confirm.click();
    await slow(page.getByText(view.changed)).toBeVisible();
    await slow(drawer).toHaveCount(0);

    await page.getByRole('main').getByRole('button', { name: view.logout, exact: true }).click();
    await page.goto(`${view.prefix}/login`);
    await page.getByLabel(new RegExp(`^${view.email}`)).fill(email);
    await page.getByLabel(new RegExp(`^${view.password}`)).fill('Winter2026!');
    await page.getByRole('main').getByRole('button', { name: view.loginButton, exact: true }).click();
    await slow(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
    await login(page, view.prefix, { email: view.email, password: view.password, button: view.loginButton }, email, 'Summer2027!');
    await slow(page.getByRole('heading', { name: view.hello })).toBeVisible();
  });
}

test('nl: order history and an order on hold, one customer number, reorder into the cart (cart spec §2)', async ({ page }) => {
  await login(page, '', { email: 'E-mailadres', password: 'Wachtwoord', button: 'Inloggen' }, 'anna.devries@example.com', 'Demo1234!');
  await page.goto('/my-account');
  const number = (await page.getByTestId('customer-number').textContent()) ?? '';
  expect(number).toMatch(/^EXT-/);
  const accountMenu = page.getByRole('navigation', { name: 'Menu van mijn account' });
  await expect(accountMenu.getByRole('link', { name: 'Overzicht' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Mijn bestellingen' }).click();
  await expect(accountMenu.getByRole('link', { name: 'Mijn bestellingen' })).toHaveAttribute('aria-current', 'page');
  await expect(accountMenu.getByRole('link', { name: 'Overzicht' })).not.toHaveAttribute('aria-current', 'page');
  const onHold = page.getByRole('row').filter({ hasText: 'In de wacht' });
  await slow(onHold).toHaveCount(1);
  await slow(page.getByText('Onbekend')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await shot(page, 'account-orders');
  await onHold.getByRole('link').click();
  await slow(page.getByTestId('customer-number')).toHaveText(number);
  await slow(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
  // Each line shows its picture from today's catalogue, as the cart does.
  const pictures = page.locator('.account-order-lines img');
  await slow(pictures.first()).toBeVisible();
  await expect
    .poll(() => pictures.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  await page.getByRole('button', { name: 'Opnieuw bestellen' }).click();
  await slow(page.getByRole('status').filter({ hasText: /^\d+ producten? (is|zijn) aan je winkelwagen toegevoegd\./ })).toBeVisible();
  await slow(page.getByRole('link', { name: 'Naar winkelwagen' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shot(page, 'account-order');
  await page.getByRole('link', { name: 'Naar winkelwagen' }).click();
  await slow(page.locator('.cart-line, [data-cart-line]').first()).toBeVisible();
});

// The same history in en and de, read only: the reorder, which changes the demo account's cart, runs once (nl above),
// while other specs use that cart.
for (const view of [
  {
    lang: 'en',
    prefix: '/en',
    login: { email: 'E-mail address', password: 'Password', button: 'Log in' },
    myOrders: 'My orders',
    onHold: 'On hold',
    unknown: 'Unknown',
  },
  {
    lang: 'de',
    prefix: '/de',
    login: { email: 'E-Mail-Adresse', password: 'Passwort', button: 'Anmelden' },
    myOrders: 'Meine Bestellungen',
    onHold: 'Angehalten',
    unknown: 'Unbekannt',
  },
]) {
  test(`${view.lang}: order history and an order on hold, one customer number, the lines with their pictures (cart spec §2)`, async ({ page }) => {
    await login(page, view.prefix, view.login, 'anna.devries@example.com', 'Demo1234!');
    await page.goto(`${view.prefix}/my-account`);
    const number = (await page.getByTestId('customer-number').textContent()) ?? '';
    expect(number).toMatch(/^EXT-/);
    await page.getByRole('link', { name: view.myOrders }).click();
    const onHold = page.getByRole('row').filter({ hasText: view.onHold });
    await slow(onHold).toHaveCount(1);
    await slow(page.getByText(view.unknown, { exact: true })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await onHold.getByRole('link').click();
    await slow(page.getByTestId('customer-number')).toHaveText(number);
    const pictures = page.locator('.account-order-lines img');
    await slow(pictures.first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `account-order-${view.lang}`);
  });
}

// Newsletter in the account in nl and en, each on a demo account of its own (the de journey below uses Anna's).
for (const view of [
  {
    lang: 'nl',
    prefix: '',
    account: 'pieter.bakker@example.com',
    login: { email: 'E-mailadres', password: 'Wachtwoord', button: 'Inloggen' },
    subscribe: 'Aanmelden',
    unsubscribe: 'Afmelden',
  },
  {
    lang: 'en',
    prefix: '/en',
    account: 'emma.smith@example.com',
    login: { email: 'E-mail address', password: 'Password', button: 'Log in' },
    subscribe: 'Subscribe',
    unsubscribe: 'Unsubscribe',
  },
]) {
  test(`${view.lang}: newsletter subscribe and unsubscribe in the account (cart spec §4, §7)`, async ({ page }) => {
    await login(page, view.prefix, view.login, view.account, 'Demo1234!');
    await page.goto(`${view.prefix}/my-account`);
    const newsletter = page.locator('section[aria-labelledby="account-newsletter"]');
    const toggle = newsletter.getByRole('button');
    await slow(toggle).toBeVisible();
    if ((await toggle.textContent()) === view.unsubscribe) {
      await toggle.click();
      await slow(toggle).toHaveText(view.subscribe);
    }
    await toggle.click();
    await slow(newsletter.getByRole('status')).not.toBeEmpty();
    await slow(toggle).toHaveText(view.unsubscribe);
    await expectNoSeriousAxeViolations(page);
    await toggle.click();
    await slow(toggle).toHaveText(view.subscribe);
  });
}

// The loyalty overview in nl and en, read only (the de journey below also applies a coupon to the demo cart).
for (const view of [
  {
    lang: 'nl',
    prefix: '',
    login: { email: 'E-mailadres', password: 'Wachtwoord', button: 'Inloggen' },
    coupons: 'Jouw persoonlijke kortingscodes',
    points: 'Punten',
  },
  { lang: 'en', prefix: '/en', login: { email: 'E-mail address', password: 'Password', button: 'Log in' }, coupons: 'Your personal coupons', points: 'Points' },
]) {
  test(`${view.lang}: personal coupons listed and a loyalty transaction opened (cart spec §4, §7)`, async ({ page }) => {
    await login(page, view.prefix, view.login, 'anna.devries@example.com', 'Demo1234!');
    await page.goto(`${view.prefix}/my-account`);
    await slow(page.getByRole('heading', { name: view.coupons })).toBeVisible();
    const transactions = page.locator('.account-transactions a');
    await slow(transactions.first()).toBeVisible();
    const transactionName = (await transactions.first().textContent()) ?? '';
    await transactions.first().click();
    await slow(page.getByRole('heading', { name: transactionName })).toBeVisible();
    await slow(page.getByText(view.points, { exact: true }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

test('de: newsletter subscribe and unsubscribe, a personal coupon in the cart and a transaction opened (cart spec §4, §7)', async ({ page }) => {
  await login(page, '/de', { email: 'E-Mail-Adresse', password: 'Passwort', button: 'Anmelden' }, 'anna.devries@example.com', 'Demo1234!');
  await page.goto('/de/my-account');
  const newsletter = page.locator('section[aria-labelledby="account-newsletter"]');
  const toggle = newsletter.getByRole('button');
  await slow(toggle).toBeVisible();
  if ((await toggle.textContent()) === 'Abmelden') {
    await toggle.click();
    await slow(toggle).toHaveText('Anmelden');
  }
  await toggle.click();
  await slow(newsletter.getByRole('status')).not.toBeEmpty();
  await slow(toggle).toHaveText('Abmelden');
  await toggle.click();
  await slow(toggle).toHaveText('Anmelden');

  const coupons = page.locator('.account-coupons > li');
  await slow(page.getByRole('heading', { name: 'Deine persönlichen Gutscheine' })).toBeVisible();
  const transactions = page.locator('.account-transactions a');
  await slow(transactions.first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shot(page, 'account-overview');
  const transactionName = (await transactions.first().textContent()) ?? '';
  await transactions.first().click();
  await slow(page.getByRole('heading', { name: transactionName })).toBeVisible();
  await slow(page.getByText('Punkte').first()).toBeVisible();
  await shot(page, 'account-transaction');
  if ((await coupons.count()) > 0) {
    await page.goto('/de/my-account');
    await page.locator('.account-coupons > li').first().getByRole('button').click();
    await slow(
      page
        .getByRole('alert')
        .or(page.getByRole('status'))
        .filter({ hasText: /Gutschein|Warenkorb/ })
        .first(),
    ).toBeVisible();
  }
});
