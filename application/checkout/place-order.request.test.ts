import { describe, expect, it } from 'vitest';
import { InMemoryCatalog } from '../../adapters/memory/in-memory-catalog';
import type { CartItem } from '../../domain/cart/types';
import type { Product } from '../../domain/catalog/product-types';
import type { PaymentDetails, ShippingDetails } from '../../domain/checkout/types';
import { money } from '../../domain/shared/money';
import type { StoreCode } from '../../domain/store-view/store-view';
import { AddToCart } from '../cart/add-to-cart';
import { ApplyCoupon } from '../cart/apply-coupon';
import { CurrentCart } from '../cart/current-cart';
import { LoadTotals } from '../cart/load-totals';
import { type CatalogEntities, type CatalogEntityType, CatalogPort, type CatalogQuery, type CatalogResult } from '../ports/catalog-port';
import { PortError } from '../ports/port-error';
import { AuthSession } from '../session/auth-session';
import { Login } from '../session/login';
import { cartWorld, DEMO_EMAIL, DEMO_PASSWORD, dress, tee, type World } from '../../testing/cart-world';
import { payment, personal, shipping } from '../../testing/checkout-details';
import { CheckoutDetails } from './checkout-details';
import { OfflineOrderStore } from './offline-order-store';
import { PlaceOrder } from './place-order';
import { SaveCheckoutDetails } from './save-checkout-details';

type Details = Parameters<SaveCheckoutDetails['execute']>[0];

async function ready(w: World, details: Details = { personalDetails: personal, shippingDetails: shipping, paymentDetails: payment }): Promise<World> {
  await w.get(AddToCart).execute(tee, 2);
  await w.get(SaveCheckoutDetails).execute(details);
  return w;
}

async function placed(w: World, labels?: Parameters<PlaceOrder['execute']>[0]) {
  const result = await w.get(PlaceOrder).execute(labels);
  if (!result.ok) throw new Error(`not placed: ${JSON.stringify(result.error)}`);
  return result.value;
}

const sentOrder = (w: World) => {
  const order = w.servers.orders.placed.at(-1);
  if (order === undefined) throw new Error('no order reached the server');
  return order;
};

const signedTee: Product = { id: 1, sku: 'TEE-1', name: 'T-shirt Lotte', type_id: 'simple', price_incl_tax: 19.950000000000003, sgn: 'sgn-19.950000000000003' };
const signedDress: Product = {
  id: 2,
  sku: 'DRS-1',
  name: 'Jurk Amara',
  type_id: 'configurable',
  configurable_children: [{ id: 21, sku: 'DRS-1-S-BLK', price_incl_tax: 59.949999999999996, sgn: 'sgn-59.949999999999996' }],
};
const otherProduct: Product = { id: 3, sku: 'SCF-3', name: 'Sjaal', type_id: 'simple', price_incl_tax: 14.95, sgn: 'sgn-14.95' };

/** A catalogue whose search by configurable child sku is down; a search by sku works. */
class ChildSearchDown extends InMemoryCatalog {
  override search<E extends CatalogEntityType>(storeCode: StoreCode, entity: E, query: CatalogQuery): Promise<CatalogResult<CatalogEntities[E]>> {
    if ((query.filters ?? []).some((f) => f.attribute === 'configurable_children.sku')) return Promise.reject(new PortError('unavailable', 'child index down'));
    return super.search(storeCode, entity, query);
  }
}

async function withCatalog(catalog: InMemoryCatalog): Promise<World> {
  const w = await cartWorld();
  w.container.bind(CatalogPort).toConstantValue(catalog);
  return w;
}

const warnings = (w: World) => w.logger.entries.filter((e) => e.level === 'warn');

describe('PlaceOrder: the order request (wire-reference §1, cart spec §4 "Placing an order")', () => {
  it("a guest's order: the store, the time, the method codes and both addresses with the email, no customer id", async () => {
    const w = await ready(await cartWorld());
    const cartId = w.get(CurrentCart).view.token;
    expect(cartId).toBeDefined();
    await placed(w);
    const order = sentOrder(w);
    expect(order).toMatchObject({
      storeCode: 'nl',
      createdAt: w.clock.now(),
      cartId: String(cartId),
      shippingMethodCode: 'flatrate',
      shippingCarrierCode: 'flatrate',
      paymentMethodCode: 'checkmo',
      paymentMethodAdditional: {},
    });
    expect(order.shippingAddress).toEqual({
      firstname: 'Anna',
      lastname: 'de Vries',
      street: ['Damrak', '1 A'],
      city: 'Amsterdam',
      postcode: '1012JS',
      country_id: 'NL',
      telephone: '0612345678',
      region: '',
      region_id: 0,
      email: 'anna@example.com',
    });
    expect(order.billingAddress).toEqual({ ...order.shippingAddress, street: ['Damrak', '1 bis'] });
    expect(order).not.toHaveProperty('userId');
  });

  it('the order id starts with the time it was placed, and two orders placed in the same millisecond get different ids', async () => {
    const w = await ready(await cartWorld());
    const first = await placed(w);
    await ready(w);
    const second = await placed(w);
    expect(first.orderId).toMatch(new RegExp(`^${String(w.clock.now())}-.+`));
    expect(second.orderId).toMatch(new RegExp(`^${String(w.clock.now())}-.+`));
    expect(second.orderId).not.toBe(first.orderId);
  });

  it("a signed-in customer's order names the customer", async () => {
    const w = await cartWorld();
    await w.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
    await ready(w);
    await placed(w);
    const userId = w.get(AuthSession).current.profile?.user_id;
    expect(userId).toBeDefined();
    expect(sentOrder(w).userId).toBe(String(userId));
  });

  it('an order from a cart that never reached the server has no cart id', async () => {
    const w = await ready(await cartWorld({ online: false }));
    expect(w.get(CurrentCart).view.token).toBeUndefined();
    w.connectivity.setOnline(true);
    await placed(w);
    expect(sentOrder(w)).not.toHaveProperty('cartId');
  });

  it("an address without a country goes out with the store view's default country; a chosen country is kept", async () => {
    const w = await ready(await cartWorld({ settings: { defaultCountry: 'BE' } }), {
      personalDetails: personal,
      shippingDetails: { ...shipping, country: '' },
      paymentDetails: { ...payment, country: '  ' },
    });
    await placed(w);
    expect(sentOrder(w).shippingAddress.country_id).toBe('BE');
    expect(sentOrder(w).billingAddress.country_id).toBe('BE');
    const other = await ready(await cartWorld({ settings: { defaultCountry: 'BE' } }), {
      personalDetails: personal,
      shippingDetails: { ...shipping, country: 'DE' },
      paymentDetails: payment,
    });
    await placed(other);
    expect(sentOrder(other).shippingAddress.country_id).toBe('DE');
  });

  it('the company, the VAT id and a region code go out when given: company and VAT id on the billing address only', async () => {
    const billing: PaymentDetails = { ...payment, company: 'Noord BV', taxId: 'NL123456789B01' };
    const delivery: ShippingDetails = { ...shipping, state: 'Noord-Holland', region_code: 'NH', region_id: 7 };
    const w = await ready(await cartWorld(), { personalDetails: personal, shippingDetails: delivery, paymentDetails: billing });
    await placed(w);
    const order = sentOrder(w);
    expect(order.billingAddress).toMatchObject({ company: 'Noord BV', vat_id: 'NL123456789B01' });
    expect(order.shippingAddress).toMatchObject({ region: 'Noord-Holland', region_code: 'NH', region_id: 7 });
    expect(order.shippingAddress).not.toHaveProperty('company');
    expect(order.shippingAddress).not.toHaveProperty('vat_id');
    expect(order.billingAddress).not.toHaveProperty('region_code');
  });

  it('a blank company and VAT id are left out of the billing address', async () => {
    const w = await ready(await cartWorld());
    await placed(w);
    expect(sentOrder(w).billingAddress).not.toHaveProperty('company');
    expect(sentOrder(w).billingAddress).not.toHaveProperty('vat_id');
  });

  it('a shipping or payment method the configuration does not know goes out by its own code, and the receipt names it so', async () => {
    const w = await ready(await cartWorld(), {
      personalDetails: personal,
      shippingDetails: { ...shipping, shippingMethod: 'pickup' },
      paymentDetails: { ...payment, paymentMethod: 'banktransfer' },
    });
    const { receipt } = await placed(w);
    expect(sentOrder(w)).toMatchObject({ shippingMethodCode: 'pickup', shippingCarrierCode: 'pickup', paymentMethodCode: 'banktransfer' });
    expect(receipt).toMatchObject({ shippingMethod: 'pickup', paymentMethod: 'banktransfer' });
  });

  it("without the titles the shopper saw, the receipt names the methods by the configuration's titles", async () => {
    const w = await ready(await cartWorld());
    const { receipt } = await placed(w);
    expect(receipt).toMatchObject({ shippingMethod: 'Vaste verzendkosten', paymentMethod: 'Cheque / postwissel' });
  });

  it('a receipt shows the payment method the shopper chose, not the first one configured', async () => {
    const w = await ready(await cartWorld(), {
      personalDetails: personal,
      shippingDetails: shipping,
      paymentDetails: { ...payment, paymentMethod: 'cashondelivery' },
    });
    const { receipt } = await placed(w);
    expect(receipt.paymentMethod).toBe('Rembours');
  });

  it.each([
    ['shipping details', 'shippingDetails', { personalDetails: personal, paymentDetails: payment }],
    ['payment details', 'paymentDetails', { personalDetails: personal, shippingDetails: shipping }],
  ] as const)('an order without %s is refused as incomplete and nothing is sent', async (_name, missing, details) => {
    const w = await ready(await cartWorld(), details);
    expect(await w.get(PlaceOrder).execute()).toEqual({ ok: false, error: { kind: 'incomplete', missing } });
    expect(w.servers.orders.placed).toEqual([]);
    expect(await w.get(OfflineOrderStore).all()).toEqual([]);
  });

  it("a line without its own price goes out at the platform's line price; a line with no price at all makes the order incomplete", async () => {
    const w = await ready(await cartWorld());
    const cart = w.get(CurrentCart);
    const fromServer: CartItem = { sku: 'TEE-1', qty: 2, totals: { price_incl_tax: money(1795) } };
    await cart.exclusive(() => cart.set({ items: [fromServer] }));
    await placed(w);
    expect(sentOrder(w).products).toEqual([{ sku: 'TEE-1', qty: 2, price: 17.95, priceInclTax: 17.95 }]);

    const unpriced = await ready(await cartWorld());
    await unpriced.get(CurrentCart).exclusive(() => unpriced.get(CurrentCart).set({ items: [{ sku: 'GIFT-1', qty: 1 }] }));
    expect(await unpriced.get(PlaceOrder).execute()).toEqual({ ok: false, error: { kind: 'incomplete', missing: 'price of GIFT-1' } });
  });

  it('an order without personal details is placed without an email, and the checkout keeps no personal details', async () => {
    const w = await ready(await cartWorld(), { shippingDetails: shipping, paymentDetails: payment });
    const { receipt } = await placed(w);
    expect(sentOrder(w).shippingAddress).not.toHaveProperty('email');
    expect(sentOrder(w).billingAddress).not.toHaveProperty('email');
    expect(receipt).not.toHaveProperty('email');
    expect(w.get(CheckoutDetails).current).toMatchObject({ isThankYouPage: true });
    expect(w.get(CheckoutDetails).current.personalDetails).toBeUndefined();
  });
});

describe('PlaceOrder: after the order', () => {
  it('tracks the purchase with each line under its product (a configurable child under its parent) and its quantity', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute(tee, 2);
    await w.get(AddToCart).execute(dress);
    await w.get(SaveCheckoutDetails).execute({ personalDetails: personal, shippingDetails: shipping, paymentDetails: payment });
    await placed(w);
    expect(w.analytics.events.filter((e) => e.event === 'purchase').map((e) => e.params)).toEqual([
      {
        items: [
          { item_id: 'TEE-1', quantity: 2 },
          { item_id: 'DRS-1', quantity: 1 },
        ],
      },
    ]);
  });

  it('the receipt names the coupon on its discount row', async () => {
    const w = await ready(await cartWorld());
    expect(await w.get(ApplyCoupon).execute('WELCOME10')).toMatchObject({ ok: true });
    const { receipt } = await placed(w);
    expect(receipt.totals.find((row) => row.code === 'discount')).toMatchObject({ coupon: 'WELCOME10' });
  });

  it('a coupon applied to the server cart elsewhere shows on the receipt once the totals carry it', async () => {
    const w = await ready(await cartWorld());
    const cartId = w.get(CurrentCart).view.token;
    if (cartId === undefined) throw new Error('the cart is not connected');
    await w.servers.cart.applyCoupon({ cartId }, 'WELCOME10');
    await w.get(LoadTotals).execute();
    expect(w.get(CurrentCart).view.coupon).toBeUndefined();
    const { receipt } = await placed(w);
    expect(receipt.totals.find((row) => row.code === 'discount')).toMatchObject({ coupon: 'WELCOME10' });
  });

  it('a queued order keeps the last cart bypass time the last placed order stamped', async () => {
    const w = await ready(await cartWorld());
    await placed(w);
    const stamped = w.get(CurrentCart).view.lastCartBypassTs;
    expect(stamped).toBe(w.clock.now());
    w.clock.advance(60_000);
    await ready(w);
    w.connectivity.setOnline(false);
    expect((await placed(w)).kind).toBe('queued');
    expect(w.get(CurrentCart).view.lastCartBypassTs).toBe(stamped);
  });

  it('the receipt of a placed order is its own, also with an older order still queued on the device', async () => {
    const w = await ready(await cartWorld());
    w.connectivity.setOnline(false);
    const queued = await placed(w);
    w.connectivity.setOnline(true);
    w.clock.advance(1_000);
    await ready(w);
    const now = await placed(w);
    expect(now.kind).toBe('placed');
    expect(now.receipt).toMatchObject({ orderId: now.orderId, status: 'placed', orderNumber: '100000001' });
    expect(now.receipt.orderId).not.toBe(queued.orderId);
  });
});

describe('PlaceOrder: signing the lines from the catalogue (wire-reference §1)', () => {
  it('when the search by sku finds every line, the catalogue is not searched by child sku', async () => {
    const w = await withCatalog(new ChildSearchDown({ nl: { product: [signedTee, signedDress] } }));
    await w.get(AddToCart).execute(tee, 2);
    await w.get(AddToCart).execute(dress);
    await w.get(SaveCheckoutDetails).execute({ personalDetails: personal, shippingDetails: shipping, paymentDetails: payment });
    await placed(w);
    expect(sentOrder(w).products.map((p) => p.sgn)).toEqual(['sgn-19.950000000000003', 'sgn-59.949999999999996']);
    expect(warnings(w)).toEqual([]);
  });

  it('asks the catalogue for the skus in the cart only, among many products', async () => {
    const w = await withCatalog(new InMemoryCatalog({ nl: { product: [otherProduct, signedTee] } }));
    await ready(w);
    await placed(w);
    expect(sentOrder(w).products).toEqual([{ sku: 'TEE-1', qty: 2, price: 19.95, priceInclTax: 19.950000000000003, sgn: 'sgn-19.950000000000003' }]);
    expect(warnings(w)).toEqual([]);
  });

  it('says in the log which lines go out unsigned, and why', async () => {
    const unknown = await withCatalog(new InMemoryCatalog({ nl: { product: [otherProduct] } }));
    await ready(unknown);
    await placed(unknown);
    expect(warnings(unknown)).toMatchObject([
      { tag: 'order', message: 'Order lines the catalogue has no price signature for are sent unsigned', data: { skus: ['TEE-1'] } },
    ]);

    const down = new InMemoryCatalog({ nl: { product: [signedTee] } });
    down.failWith(new PortError('unavailable', 'index down'));
    const w = await withCatalog(down);
    await ready(w);
    await placed(w);
    expect(warnings(w)).toMatchObject([
      {
        tag: 'order',
        message: 'The catalogue could not sign the order lines; they are sent unsigned',
        data: { skus: ['TEE-1'], kind: 'unavailable', message: 'index down' },
      },
    ]);
  });

  it('a programming error in the catalogue stops the order instead of sending it unsigned', async () => {
    const broken = new InMemoryCatalog({ nl: { product: [signedTee] } });
    broken.failWith(new TypeError('boom'));
    const w = await withCatalog(broken);
    await ready(w);
    await expect(w.get(PlaceOrder).execute()).rejects.toThrow(TypeError);
    expect(w.servers.orders.placed).toEqual([]);
    expect(w.get(CurrentCart).view.items).toHaveLength(1);
  });

  it('an empty cart is refused without a word to the catalogue', async () => {
    const down = new InMemoryCatalog({ nl: { product: [signedTee] } });
    down.failWith(new PortError('unavailable', 'index down'));
    const w = await withCatalog(down);
    expect(await w.get(PlaceOrder).execute()).toEqual({ ok: false, error: { kind: 'incomplete', missing: 'items' } });
    expect(warnings(w)).toEqual([]);
  });
});
