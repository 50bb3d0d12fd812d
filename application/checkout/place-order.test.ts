import { describe, expect, it } from 'vitest';
import { InMemoryCatalog } from '../../adapters/memory/in-memory-catalog';
import type { Product } from '../../domain/catalog/product-types';
import { AddToCart } from '../cart/add-to-cart';
import { CurrentCart } from '../cart/current-cart';
import { CatalogPort } from '../ports/catalog-port';
import { PortError } from '../ports/port-error';
import { cartWorld, dress, tee } from '../../testing/cart-world';
import { CheckoutDetails } from './checkout-details';
import { OfflineOrderStore } from './offline-order-store';
import { PlaceOrder } from './place-order';
import { SaveCheckoutDetails } from './save-checkout-details';
import { SendOfflineOrders } from './send-offline-orders';
import { OrderReceipts } from './order-receipts';
import { payment, personal, shipping } from '../../testing/checkout-details';

async function readyToOrder(options: Parameters<typeof cartWorld>[0] = {}) {
  const w = await cartWorld(options);
  await w.get(AddToCart).execute(tee, 2);
  await w.get(SaveCheckoutDetails).execute({ personalDetails: personal, shippingDetails: shipping, paymentDetails: payment });
  return w;
}

const signedTee: Product = { id: 1, sku: 'TEE-1', name: 'T-shirt Lotte', type_id: 'simple', price_incl_tax: 19.950000000000003, sgn: 'sgn-19.950000000000003' };
const signedDress: Product = {
  id: 2,
  sku: 'DRS-1',
  name: 'Jurk Amara',
  type_id: 'configurable',
  configurable_children: [{ id: 21, sku: 'DRS-1-S-BLK', price_incl_tax: 59.949999999999996, sgn: 'sgn-59.949999999999996' }],
};

/** A cart of lines without a signature (as pulled from the server cart: a configurable child's line knows no parent), over a catalogue. */
async function unsignedCartWith(catalog: InMemoryCatalog) {
  const w = await cartWorld();
  w.container.bind(CatalogPort).toConstantValue(catalog);
  const { parentSku: _parent, ...serverDress } = dress;
  await w.get(AddToCart).execute(tee, 2);
  await w.get(AddToCart).execute(serverDress);
  await w.get(SaveCheckoutDetails).execute({ personalDetails: personal, shippingDetails: shipping, paymentDetails: payment });
  return w;
}

describe('SaveCheckoutDetails (cart spec §3, §4 "in checkout")', () => {
  it('persists the details and counts as in checkout for 30 minutes after the last change', async () => {
    const w = await cartWorld();
    expect((await w.get(SaveCheckoutDetails).execute({ personalDetails: personal })).inCheckout).toBe(true);
    expect(await w.servers.storage.namespace('checkout').get('details')).toMatchObject({ personalDetails: { emailAddress: 'anna@example.com' } });
    w.clock.advance(1_800_000);
    expect((await w.get(SaveCheckoutDetails).execute()).inCheckout).toBe(true);
    w.clock.advance(1);
    expect((await w.get(SaveCheckoutDetails).execute()).inCheckout).toBe(false);
  });
});

describe('PlaceOrder (cart spec §4 "Placing an order", §8)', () => {
  it('sends the order with the affix appended to the street lines, then clears cart, password and createAccount', async () => {
    const w = await readyToOrder();
    const result = await w.get(PlaceOrder).execute();
    expect(result).toMatchObject({ ok: true, value: { kind: 'placed' } });
    const [sent] = w.servers.orders.placed;
    expect(sent?.shippingAddress.street).toEqual(['Damrak', '1 A']);
    expect(sent?.billingAddress.street).toEqual(['Damrak', '1 bis']);
    expect(sent).toMatchObject({ products: [{ sku: 'TEE-1', qty: 2, price: 19.95 }], shippingCarrierCode: 'flatrate', paymentMethodCode: 'checkmo' });
    const cart = w.get(CurrentCart).view;
    expect(cart.items).toEqual([]);
    expect(cart.lastCartBypassTs).toBe(w.clock.now());
    expect(w.get(CheckoutDetails).current).toMatchObject({ isThankYouPage: true, personalDetails: { password: '', createAccount: false } });
    expect(w.analytics.events.map((e) => e.event)).toEqual(expect.arrayContaining(['purchase', 'emptyCart']));
    expect(w.outlet.events).toContainEqual({ kind: 'regenerate-customer-keys', reason: 'order-placed' });
  });

  it('answers the receipt of the thank-you page: the order number (increment id), lines, totals, both addresses and the methods', async () => {
    const w = await readyToOrder();
    const result = await w.get(PlaceOrder).execute({ shippingMethod: 'Standard (PostNL)', paymentMethod: 'Bank transfer' });
    if (!result.ok) throw new Error('not placed');
    const { receipt } = result.value;
    expect(receipt.orderNumber).toMatch(/^\d+$/);
    expect(receipt.orderNumber).not.toBe(receipt.orderId);
    expect(receipt).toMatchObject({
      status: 'placed',
      email: 'anna@example.com',
      lines: [{ sku: 'TEE-1', name: 'T-shirt Lotte', qty: 2 }],
      shippingAddress: { name: 'Anna de Vries', street: ['Damrak', '1 A'], postcode: '1012JS', city: 'Amsterdam', country: 'NL', phone: '0612345678' },
      billingAddress: { name: 'Anna de Vries', street: ['Damrak', '1 bis'] },
      shippingMethod: 'Standard (PostNL)',
      paymentMethod: 'Bank transfer',
    });
    expect(receipt.totals.at(-1)).toMatchObject({ code: 'grand_total', emphasised: true });
    expect(await w.get(OrderReceipts).find(receipt.orderId)).toEqual(receipt);
  });

  it('a queued order says so on its receipt, and the receipt gets its order number once the order is sent', async () => {
    const w = await readyToOrder();
    w.servers.orders.failWith = 'unavailable';
    const result = await w.get(PlaceOrder).execute();
    if (!result.ok) throw new Error('not queued');
    expect(result.value.receipt).toMatchObject({ status: 'queued', lines: [{ sku: 'TEE-1', qty: 2 }] });
    expect(result.value.receipt.orderNumber).toBeUndefined();
    expect(result.value.receipt.totals.map((row) => row.code)).toContain('grand_total');
    w.servers.orders.failWith = undefined;
    await w.get(SendOfflineOrders).execute({ confirmed: true });
    const sent = await w.get(OrderReceipts).find(result.value.orderId);
    expect(sent).toMatchObject({ status: 'placed', orderNumber: expect.stringMatching(/^\d+$/) });
    expect(w.outlet.events).toContainEqual({ kind: 'offline-order-sent', orderId: result.value.orderId, orderNumber: sent?.orderNumber });
  });

  it("an unreachable server queues the order: 'The order can not be transfered because of server error. Order has been queued'", async () => {
    const w = await readyToOrder();
    w.servers.orders.failWith = 'unavailable';
    const result = await w.get(PlaceOrder).execute();
    expect(result).toMatchObject({ ok: true, value: { kind: 'queued' } });
    expect(w.outlet.messages().at(-1)).toBe('order-queued');
    expect((await w.get(OfflineOrderStore).all()).map((o) => o.transmited)).toEqual([false]);
  });

  it("a refused order (a bad signature answered with 200): 'Something went wrong with the order, we are looking into this.' and the cart stays", async () => {
    const w = await readyToOrder();
    w.servers.orders.refuseWith = 'Invalid signature validation of TEE-1';
    const result = await w.get(PlaceOrder).execute();
    expect(result).toMatchObject({ ok: false, error: { kind: 'failed', notice: { type: 'danger', message: 'order-failed' } } });
    expect(w.get(CurrentCart).view.items).toHaveLength(1);
    expect(await w.get(OfflineOrderStore).all()).toEqual([]);
  });

  it("sends each line's sgn with the exact price it signs; a line without one goes out unsigned (wire §1)", async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute({ ...tee, sgn: 'sgn-19.950000000000003', signedPriceInclTax: 19.950000000000003 }, 2);
    await w.get(AddToCart).execute(dress);
    await w.get(SaveCheckoutDetails).execute({ personalDetails: personal, shippingDetails: shipping, paymentDetails: payment });
    expect(await w.get(PlaceOrder).execute()).toMatchObject({ ok: true, value: { kind: 'placed' } });
    const [tshirt, unsigned] = w.servers.orders.placed[0]?.products ?? [];
    expect(tshirt).toEqual({ sku: 'TEE-1', qty: 2, price: 19.95, priceInclTax: 19.950000000000003, sgn: 'sgn-19.950000000000003' });
    expect(unsigned).toMatchObject({ sku: 'DRS-1-S-BLK', qty: 1 });
    expect(unsigned?.priceInclTax).toBe(unsigned?.price);
    expect(unsigned).not.toHaveProperty('sgn');
  });

  it('signs the lines that have no sgn from the catalogue: a simple by its sku, a configurable child inside its parent (wire §1)', async () => {
    const w = await unsignedCartWith(new InMemoryCatalog({ nl: { product: [signedTee, signedDress] } }));
    expect(await w.get(PlaceOrder).execute()).toMatchObject({ ok: true, value: { kind: 'placed' } });
    expect(w.servers.orders.placed[0]?.products).toEqual([
      { sku: 'TEE-1', qty: 2, price: 19.95, priceInclTax: 19.950000000000003, sgn: 'sgn-19.950000000000003' },
      { sku: 'DRS-1-S-BLK', qty: 1, price: expect.any(Number), priceInclTax: 59.949999999999996, sgn: 'sgn-59.949999999999996' },
    ]);
    expect(w.logger.messages('warn')).toEqual([]);
  });

  it("a line signed when it was added goes out with the catalogue's current signature; a sku the catalogue does not know goes out unsigned with a warning", async () => {
    const w = await cartWorld();
    w.container.bind(CatalogPort).toConstantValue(new InMemoryCatalog({ nl: { product: [{ ...signedTee, price_incl_tax: 17.95, sgn: 'sgn-17.95' }] } }));
    await w.get(AddToCart).execute({ ...tee, sgn: 'sgn-19.95', signedPriceInclTax: 19.95 });
    await w.get(AddToCart).execute(dress);
    await w.get(SaveCheckoutDetails).execute({ personalDetails: personal, shippingDetails: shipping, paymentDetails: payment });
    expect(await w.get(PlaceOrder).execute()).toMatchObject({ ok: true, value: { kind: 'placed' } });
    const [own, unknown] = w.servers.orders.placed[0]?.products ?? [];
    expect(own).toMatchObject({ sku: 'TEE-1', sgn: 'sgn-17.95', priceInclTax: 17.95 });
    expect(unknown).not.toHaveProperty('sgn');
    expect(w.logger.entries.filter((e) => e.level === 'warn')).toMatchObject([{ tag: 'order', data: { skus: [unknown?.sku] } }]);
  });

  it('a catalogue that is down does not block the order: the lines go out unsigned and a warning is logged', async () => {
    const catalog = new InMemoryCatalog({ nl: { product: [signedTee, signedDress] } });
    catalog.failWith(new PortError('unavailable', 'index down'));
    const w = await unsignedCartWith(catalog);
    expect(await w.get(PlaceOrder).execute()).toMatchObject({ ok: true, value: { kind: 'placed' } });
    const products = w.servers.orders.placed[0]?.products ?? [];
    expect(products.map((p) => p.sku)).toEqual(['TEE-1', 'DRS-1-S-BLK']);
    for (const line of products) expect(line).not.toHaveProperty('sgn');
    expect(w.logger.entries.filter((e) => e.level === 'warn')).toMatchObject([{ tag: 'order', data: { kind: 'unavailable' } }]);
  });

  it('a line whose signature the server refuses fails the order with the order-placement error, and the cart stays', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute({ ...tee, sgn: 'forged', signedPriceInclTax: 19.95 });
    await w.get(SaveCheckoutDetails).execute({ personalDetails: personal, shippingDetails: shipping, paymentDetails: payment });
    expect(await w.get(PlaceOrder).execute()).toMatchObject({ ok: false, error: { kind: 'failed', notice: { type: 'danger', message: 'order-failed' } } });
    expect(w.servers.orders.placed).toEqual([]);
    expect(w.get(CurrentCart).view.items).toMatchObject([{ sku: 'TEE-1', sgn: 'forged' }]);
  });

  it('refuses to place an empty cart or one without details', async () => {
    const w = await cartWorld();
    expect(await w.get(PlaceOrder).execute()).toEqual({ ok: false, error: { kind: 'incomplete', missing: 'items' } });
  });

  it('a queued order is sent once when automatic transmission is on, and never again', async () => {
    const w = await readyToOrder({ settings: { autoSendOfflineOrders: true } });
    w.servers.orders.failWith = 'unavailable';
    await w.get(PlaceOrder).execute();
    w.servers.orders.failWith = undefined;
    const [first, second] = await Promise.all([w.get(SendOfflineOrders).execute(), w.get(SendOfflineOrders).execute()]);
    expect([...first.sent, ...second.sent]).toHaveLength(1);
    expect((await w.get(SendOfflineOrders).execute()).sent).toEqual([]);
    expect(w.servers.orders.placed).toHaveLength(1);
  });

  it('without automatic transmission the shopper is asked first, then the order is sent after confirming', async () => {
    const w = await readyToOrder();
    w.servers.orders.failWith = 'unavailable';
    await w.get(PlaceOrder).execute();
    w.servers.orders.failWith = undefined;
    await w.get(CheckoutDetails).set({ isThankYouPage: false });
    const asked = await w.get(SendOfflineOrders).execute();
    expect(asked).toMatchObject({ askedToConfirm: true, sent: [] });
    expect(w.outlet.events.at(-1)).toMatchObject({ kind: 'confirm-offline-orders' });
    expect((await w.get(SendOfflineOrders).execute({ confirmed: true })).sent).toHaveLength(1);
  });

  it('on the thank-you page queued orders are sent without asking', async () => {
    const w = await readyToOrder();
    w.servers.orders.failWith = 'unavailable';
    await w.get(PlaceOrder).execute();
    w.servers.orders.failWith = undefined;
    expect((await w.get(SendOfflineOrders).execute()).sent).toHaveLength(1);
  });
});
