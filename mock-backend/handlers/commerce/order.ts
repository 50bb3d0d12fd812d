import { http, type HttpHandler } from 'msw';
import type { OrderAddressDoc, OrderDoc, OrderItemDoc, StoreCode } from '../../../fixtures/types';
import { storeCodeOf, type MockContext } from '../../context';
import type { CartAddress, CartRecord, MockState } from '../../state/types';
import { productSignature } from '../vsf/vsf-products';
import { readJson, vsfError, vsfOk } from '../shared/envelope';
import { authenticate, tokenOf } from './auth';
import { magentoDate, findSellable, unitPrice } from './products';
import { isRecord, required, typeError, type AjvError } from './schema';
import { canSell, consumeStock, qtyNotAvailable, stockItem } from './stock-levels';
import { computeTotals } from './totals';

/** Root keys of VSF's order schema (`src/models/order.schema.js`); anything else fails `additionalProperties`. */
const ORDER_KEYS = [
  'order_id',
  'created_at',
  'updated_at',
  'transmited_at',
  'transmited',
  'status',
  'state',
  'user_id',
  'cart_id',
  'store_code',
  'store_id',
  'products',
  'addressInformation',
];
const ADDRESS_REQUIRED = ['firstname', 'lastname', 'street', 'city', 'country_id'];

/** `POST /api/order`: validates like AJV (first error, 400), places the order, consumes stock, closes the cart. */
export function orderHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.post(`*${ctx.config.apiBase}/order`, async ({ request }) => {
      const sent = await readJson(request);
      const invalid = validateOrder(sent);
      if (invalid !== undefined || sent === undefined) return vsfError(400, [invalid ?? typeError('', '#', 'object')]);
      const store =
        typeof sent.store_code === 'string' && ctx.config.storeCodes.some((c) => c === sent.store_code)
          ? (sent.store_code as StoreCode)
          : storeCodeOf(ctx, request);
      const body = trusted(ctx, request, sent);
      const placed = placedBefore(ctx.state.get(), body);
      // Idempotent on the client's key: an answer lost on the way (a dropped connection) is resent, and must not place
      // the order, or take its stock, twice.
      if (placed !== undefined) return vsfOk(placementAnswer(ctx, placed));
      const products = body.products as { sku: string; qty: number; sgn?: unknown; priceInclTax?: unknown; price_incl_tax?: unknown; price: number }[];
      const forged = products.find(
        (p) => typeof p.sgn === 'string' && p.sgn !== productSignature(ctx.config.secret, p.priceInclTax ?? p.price_incl_tax ?? p.price),
      );
      // VSF answers a signature failure with code 200 and a string result (wire §1 quirks).
      if (forged !== undefined) return vsfOk(`Invalid signature validation of ${forged.sku}`);
      for (const line of products) {
        const stock = stockItem(ctx, store, line.sku);
        if (findSellable(ctx, store, line.sku) === undefined || stock === undefined) {
          return vsfError(400, "The product that was requested doesn't exist. Verify the product and try again.");
        }
        if (!canSell(stock, line.qty)) return vsfError(400, qtyNotAvailable(store));
      }
      const order = ctx.state.update((s) => placeOrder(ctx, s, store, body));
      return vsfOk(placementAnswer(ctx, order));
    }),
  ];
}

/**
 * The body with only what the caller may claim: `user_id` names the customer only with that customer's valid token
 * (`?token=` or `Authorization: Bearer`), otherwise the order is a guest order; `cart_id` closes and takes the coupon
 * of a guest cart (its masked id is unguessable) or of the signed-in customer's own cart, never someone else's.
 */
function trusted(ctx: MockContext, request: Request, body: Record<string, unknown>): Record<string, unknown> {
  const claimed = typeof body.user_id === 'string' && body.user_id !== '' ? body.user_id : undefined;
  const auth = tokenOf(request) === undefined ? undefined : authenticate(ctx, request);
  const customerId = claimed !== undefined && auth?.ok === true && String(auth.customerId) === claimed ? auth.customerId : undefined;
  const cart = typeof body.cart_id === 'string' ? ctx.state.get().carts[body.cart_id] : undefined;
  const ownCart = cart === undefined || cart.customerId === undefined || cart.customerId === customerId;
  return { ...body, user_id: customerId === undefined ? '' : String(customerId), ...(ownCart ? {} : { cart_id: '' }) };
}

function placementAnswer(ctx: MockContext, order: OrderDoc): Record<string, string> {
  return {
    magentoOrderId: String(order.entity_id),
    orderNumber: order.increment_id,
    backendOrderId: order.ext_order_id ?? String(order.entity_id),
    transferedAt: ctx.clock().toISOString(),
  };
}

/** The order placed earlier under this body's order_id by the same shopper (the order's e-mail, as placeOrder sets it). */
function placedBefore(state: MockState, body: Record<string, unknown>): OrderDoc | undefined {
  const key = body.order_id;
  if (typeof key !== 'string' || key === '') return undefined;
  return state.orders.find((o) => o.ext_order_id === key && o.customer_email === orderEmail(state, body));
}

function orderEmail(state: MockState, body: Record<string, unknown>): string {
  const billing = (body.addressInformation as Record<string, unknown>).billingAddress as CartAddress;
  const customer = typeof body.user_id === 'string' && body.user_id !== '' ? state.customers[body.user_id] : undefined;
  return customer?.customer.email ?? billing.email ?? '';
}

export function validateOrder(body: Record<string, unknown> | undefined): AjvError | undefined {
  if (body === undefined) return typeError('', '#', 'object');
  const extra = Object.keys(body).find((key) => !ORDER_KEYS.includes(key));
  if (extra !== undefined) {
    return {
      keyword: 'additionalProperties',
      dataPath: '',
      schemaPath: '#/additionalProperties',
      params: { additionalProperty: extra },
      message: 'should NOT have additional properties',
    };
  }
  for (const key of ['products', 'addressInformation']) if (body[key] === undefined) return required('', '#', key);
  for (const key of ['user_id', 'cart_id', 'order_id']) {
    if (body[key] !== undefined && typeof body[key] !== 'string') return typeError(`.${key}`, `#/properties/${key}`, 'string');
  }
  const products = body.products;
  if (!Array.isArray(products)) return typeError('.products', '#/properties/products', 'array');
  if (products.length < 1) {
    return {
      keyword: 'minItems',
      dataPath: '.products',
      schemaPath: '#/properties/products/minItems',
      params: { limit: 1 },
      message: 'should NOT have fewer than 1 items',
    };
  }
  for (const [i, product] of products.entries()) {
    const path = `.products[${i}]`;
    const schema = '#/properties/products/items';
    if (!isRecord(product)) return typeError(path, schema, 'object');
    for (const key of ['sku', 'price', 'qty']) if (product[key] === undefined) return required(path, schema, key);
    if (typeof product.sku !== 'string' || product.sku === '') return typeError(`${path}.sku`, `${schema}/properties/sku`, 'string');
    for (const key of ['price', 'qty']) {
      if (typeof product[key] !== 'number') return typeError(`${path}.${key}`, `${schema}/properties/${key}`, 'number');
      if (product[key] < 1) {
        return {
          keyword: 'minimum',
          dataPath: `${path}.${key}`,
          schemaPath: `${schema}/properties/${key}/minimum`,
          params: { comparison: '>=', limit: 1, exclusive: false },
          message: 'should be >= 1',
        };
      }
    }
  }
  const info = body.addressInformation;
  if (!isRecord(info)) return typeError('.addressInformation', '#/properties/addressInformation', 'object');
  for (const key of ['billingAddress', 'payment_method_code'])
    if (info[key] === undefined) return required('.addressInformation', '#/properties/addressInformation', key);
  for (const key of ['billingAddress', 'shippingAddress']) {
    const address = info[key];
    if (address === undefined) continue;
    const path = `.addressInformation.${key}`;
    const schema = `#/properties/addressInformation/properties/${key}`;
    if (!isRecord(address)) return typeError(path, schema, 'object');
    for (const field of ADDRESS_REQUIRED) if (address[field] === undefined) return required(path, schema, field);
  }
  return undefined;
}

function placeOrder(ctx: MockContext, s: MockState, store: StoreCode, body: Record<string, unknown>): OrderDoc {
  const info = body.addressInformation as Record<string, unknown>;
  const billing = info.billingAddress as CartAddress;
  const shipping = (info.shippingAddress as CartAddress | undefined) ?? billing;
  const source = typeof body.cart_id === 'string' ? s.carts[body.cart_id] : undefined;
  const customer = typeof body.user_id === 'string' && body.user_id !== '' ? s.customers[body.user_id] : undefined;
  const now = ctx.clock();
  s.seq.order += 1;
  const entityId = s.seq.order;
  const cart: CartRecord = {
    id: `order-${entityId}`,
    customerId: customer?.customer.id,
    store,
    items: (body.products as { sku: string; qty: number }[]).map((line) => {
      const sellable = findSellable(ctx, store, line.sku);
      s.seq.item += 1;
      return {
        item_id: s.seq.item,
        sku: line.sku,
        qty: line.qty,
        name: sellable?.parent?.name ?? sellable?.name ?? line.sku,
        price: sellable === undefined ? 0 : unitPrice(sellable, now),
        product_type: sellable?.typeId ?? 'simple',
        quote_id: String(entityId),
      };
    }),
    coupon: source?.coupon,
    discounts: source?.discounts ?? [],
    shippingAddress: shipping,
    billingAddress: billing,
    shippingMethod:
      typeof info.shipping_carrier_code === 'string' && typeof info.shipping_method_code === 'string'
        ? { carrier_code: info.shipping_carrier_code, method_code: info.shipping_method_code }
        : source?.shippingMethod,
    active: false,
    createdAt: now.toISOString(),
  };
  const totals = computeTotals(ctx, cart) as Record<string, number> & { items: Record<string, number>[] };
  const created = magentoDate(now);
  const view = ctx.fixtures.storeViews.find((v) => v.storeCode === store);
  const storeId = view?.storeId ?? 1;
  const email = orderEmail(s, body);
  const items: OrderItemDoc[] = cart.items.map((item, i) => {
    const t = totals.items[i] ?? {};
    return {
      item_id: item.item_id,
      order_id: entityId,
      product_id: findSellable(ctx, store, item.sku)?.productId ?? 0,
      sku: item.sku,
      name: item.name,
      product_type: (item.product_type as OrderItemDoc['product_type']) ?? 'simple',
      qty_ordered: item.qty,
      qty_invoiced: 0,
      qty_refunded: 0,
      qty_canceled: 0,
      price: t.price ?? item.price,
      price_incl_tax: item.price,
      base_price: t.price ?? item.price,
      original_price: item.price,
      row_total: t.row_total ?? 0,
      row_total_incl_tax: t.row_total_incl_tax ?? 0,
      tax_percent: t.tax_percent ?? 0,
      tax_amount: t.tax_amount ?? 0,
      discount_amount: t.discount_amount ?? 0,
      created_at: created,
      updated_at: created,
      store_id: storeId,
    };
  });
  const address = (a: CartAddress, type: 'billing' | 'shipping', id: number): OrderAddressDoc => ({
    address_type: type,
    entity_id: id,
    parent_id: entityId,
    firstname: a.firstname ?? '',
    lastname: a.lastname ?? '',
    street: a.street ?? [],
    city: a.city ?? '',
    postcode: a.postcode ?? '',
    country_id: a.country_id ?? 'NL',
    telephone: a.telephone ?? '',
    email,
    region: a.region ?? null,
  });
  const shippingMethod = ctx.fixtures.shippingMethods.find(
    (m) => m.carrier_code === cart.shippingMethod?.carrier_code && m.method_code === cart.shippingMethod?.method_code,
  );
  const order: OrderDoc = {
    entity_id: entityId,
    increment_id: String(100000000 + entityId).padStart(9, '0'),
    ...(typeof body.order_id === 'string' && body.order_id !== '' ? { ext_order_id: body.order_id } : {}),
    customer_id: customer?.customer.id ?? 0,
    customer_email: email,
    customer_firstname: customer?.customer.firstname ?? billing.firstname ?? '',
    customer_lastname: customer?.customer.lastname ?? billing.lastname ?? '',
    customer_group_id: customer?.customer.group_id ?? 0,
    customer_is_guest: customer === undefined ? 1 : 0,
    status: 'pending',
    state: 'new',
    store_id: storeId,
    store_name: view?.name ?? store,
    created_at: created,
    updated_at: created,
    base_currency_code: 'EUR',
    order_currency_code: 'EUR',
    global_currency_code: 'EUR',
    grand_total: totals.grand_total ?? 0,
    base_grand_total: totals.grand_total ?? 0,
    subtotal: totals.subtotal ?? 0,
    subtotal_incl_tax: totals.subtotal_incl_tax ?? 0,
    tax_amount: totals.tax_amount ?? 0,
    shipping_amount: totals.shipping_amount ?? 0,
    shipping_incl_tax: totals.shipping_incl_tax ?? 0,
    shipping_description: shippingMethod === undefined ? '' : `${shippingMethod.carrier_title} - ${shippingMethod.method_title}`,
    discount_amount: totals.discount_amount ?? 0,
    ...(cart.coupon === undefined ? {} : { coupon_code: cart.coupon, discount_description: cart.coupon }),
    total_qty_ordered: cart.items.reduce((sum, i) => sum + i.qty, 0),
    total_item_count: cart.items.length,
    items,
    billing_address: address(billing, 'billing', entityId * 2),
    payment: { method: String(info.payment_method_code), additional_information: [], amount_ordered: totals.grand_total ?? 0 },
    extension_attributes: {
      shipping_assignments: [
        {
          shipping: {
            address: address(shipping, 'shipping', entityId * 2 + 1),
            method: cart.shippingMethod === undefined ? '' : `${cart.shippingMethod.carrier_code}_${cart.shippingMethod.method_code}`,
            total: { shipping_amount: totals.shipping_amount ?? 0, shipping_incl_tax: totals.shipping_incl_tax ?? 0 },
          },
          items,
        },
      ],
    },
    status_histories: [{ comment: null, created_at: created, status: 'pending', is_customer_notified: 1 }],
  };
  s.orders.push(order);
  for (const item of cart.items) consumeStock(s, item.sku, item.qty);
  if (source !== undefined) source.active = false;
  return order;
}
