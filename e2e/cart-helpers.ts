import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

/** A belt (simple) and a child of a configurable pair of trousers from the default fixtures. */
export const belt = {
  sku: 'BLT-10025',
  qty: 1,
  name: 'Riem Juul',
  type_id: 'simple',
  price_incl_tax: { amount: 5495, currency: 'EUR' },
  thumbnails: ['/belt-juul-camel-1.svg'],
};
export const trousers = {
  sku: 'KTR-10002-GRY-128',
  parentSku: 'KTR-10002',
  qty: 2,
  name: 'Maxi broek Pien',
  type_id: 'configurable',
  price_incl_tax: { amount: 2495, currency: 'EUR' },
  thumbnails: ['/trousers-pien-grey-1.svg'],
  product_option: {
    extension_attributes: {
      configurable_item_options: [
        { option_id: 'color_ois', option_value: 58, label: 'Kleur', value: 'Grijs' },
        { option_id: 'size_ois', option_value: 226, label: 'Maat', value: '128' },
      ],
    },
  },
};

/**
 * Products bought from their product pages in nl (fixtures/data/default, seed 7): a configurable (KTR-10607: colours
 * black and brown, sizes 116 to 134; brown 134 is in stock) and the hand-written bundle EDGE-BUNDLE (its options'
 * default selections: a belt and a scarf).
 */
export const configurable = { path: '/kinderen/jongens/broeken/premium-broek-greta-10607', name: 'Premium broek Greta', childSku: 'KTR-10607-BRN-134' };
export const bundle = { path: '/studio/tops/cadeauset-rosa-9001700', name: 'Cadeauset Rosa', sku: 'EDGE-BUNDLE' };

/**
 * Puts lines in the device's cart (the app's IndexedDB key-value store, namespace 'cart') as a shopper who added them
 * on an earlier visit would have left it; the app restores them at start and creates a server cart for them. Call it
 * before the first visit: it writes once per tab, before the app's own scripts run.
 */
export async function seedCart(page: Page, items: readonly object[]): Promise<void> {
  await page.addInitScript((lines) => {
    if (window.sessionStorage.getItem('cart-seeded') !== null) return;
    window.sessionStorage.setItem('cart-seeded', '1');
    const request = indexedDB.open('storefront', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('entries');
    request.onsuccess = () => {
      const db = request.result;
      const tx = db.transaction('entries', 'readwrite');
      tx.objectStore('entries').put({ v: 1, json: JSON.stringify({ version: 1, items: lines }) }, ['cart', 'current-cart']);
      tx.oncomplete = () => db.close();
    };
  }, items);
}

async function storedCartToken(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('storefront', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('entries');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    const record = await new Promise<{ json: string } | undefined>((resolve, reject) => {
      const request = db.transaction('entries').objectStore('entries').get(['cart', 'current-cart']);
      request.onsuccess = () => resolve(request.result as { json: string } | undefined);
      request.onerror = () => reject(request.error ?? new Error('read failed'));
    });
    db.close();
    return record === undefined ? undefined : (JSON.parse(record.json) as { token?: string }).token;
  });
}

/** The server's cart as the app's cart token names it, read through the API the app uses. */
export async function serverCart(page: Page): Promise<readonly { sku: string; qty: number }[]> {
  const token = await storedCartToken(page);
  if (token === undefined) return [];
  return page.evaluate(async (cartId) => {
    const response = await fetch(`/api/cart/pull?token=&cartId=${encodeURIComponent(cartId)}`);
    const body = (await response.json()) as { result: { sku: string; qty: number }[] };
    return body.result.map(({ sku, qty }) => ({ sku, qty }));
  }, String(token));
}

/** axe finds no serious or critical violation. */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const axe = await (include === undefined ? builder : builder.include(include)).analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
