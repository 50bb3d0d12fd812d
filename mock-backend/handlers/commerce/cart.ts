import { http, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { StoreCode } from '../../../fixtures/types';
import type { MockContext } from '../../context';
import type { CartAddress, CartItemRecord, CartRecord } from '../../state/types';
import { readJson, vsfError, vsfOk } from '../shared/envelope';
import { textOf } from '../shared/json-body';
import { authenticate, tokenOf } from './auth';
import { accessCart, activeCustomerCart, mergeGuestCart, newCart, requestStore } from './cart-access';
import { cartPaths, query } from './paths';
import { childByOptions, findProduct, findSellable, taxPercent, unitPrice } from './products';
import { canSell, qtyNotAvailable, saleQtyProblem, stockItem } from './stock-levels';
import { computeTotals, couponProblem, findCoupon, shippingPrice, taxCountry } from './totals';

const INVALID_COUPON = "The coupon code isn't valid. Verify the code and try again.";

/** Cart calls of the VSF API (`/api/cart/*`) and of the commerce extension (`{ext}/cart/*`), wire §1. */
export function cartHandlers(ctx: MockContext): HttpHandler[] {
  const on = (method: 'get' | 'post', route: string, resolver: HttpResponseResolver) => cartPaths(ctx, route).map((path) => http[method](path, resolver));
  const withCart =
    (run: (cart: CartRecord, request: Request) => Response | Promise<Response>): HttpResponseResolver =>
    async ({ request }) => {
      const access = accessCart(ctx, request);
      return access.ok ? run(access.cart, request) : access.response;
    };

  return [
    ...on('post', 'create', ({ request }) => {
      const store = requestStore(ctx, request);
      if (tokenOf(request) === undefined) return vsfOk(ctx.state.update((s) => newCart(ctx, s, store).id));
      const auth = authenticate(ctx, request);
      if (!auth.ok) return auth.response;
      const id = ctx.state.update((s) => {
        const cart = activeCustomerCart(s, auth.customerId) ?? newCart(ctx, s, store, auth.customerId);
        const guestId = query(request, 'cartId');
        const guest = guestId === null ? undefined : s.carts[guestId];
        if (guest !== undefined && guest.active && guest.customerId === undefined) mergeGuestCart(s, guest, cart);
        return cart.id;
      });
      return vsfOk(Number(id));
    }),
    ...on(
      'get',
      'pull',
      withCart((cart) => vsfOk(cart.items)),
    ),
    ...on(
      'post',
      'update',
      withCart(async (cart, request) => {
        const cartItem = (await readJson(request))?.cartItem as Record<string, unknown> | undefined;
        if (cartItem === undefined || cartItem === null) return vsfError(500, 'No cartItem element provided within the request body');
        return updateItem(ctx, cart, cartItem);
      }),
    ),
    ...on(
      'post',
      'delete',
      withCart(async (cart, request) => {
        const cartItem = (await readJson(request))?.cartItem as Record<string, unknown> | undefined;
        if (cartItem === undefined || cartItem === null) return vsfError(500, 'No cartItem element provided within the request body');
        const index = cart.items.findIndex((i) => String(i.item_id) === String(cartItem.item_id) || (cartItem.item_id === undefined && i.sku === cartItem.sku));
        if (index < 0) return vsfError(404, `The ${cart.id} Cart doesn't contain the ${String(cartItem.item_id ?? cartItem.sku)} item.`);
        ctx.state.update(() => cart.items.splice(index, 1));
        return vsfOk(true);
      }),
    ),
    ...on(
      'get',
      'totals',
      withCart((cart) => vsfOk(computeTotals(ctx, cart))),
    ),
    ...on(
      'post',
      'apply-coupon',
      withCart((cart, request) => {
        const code = query(request, 'coupon');
        if (code === null || code === '') return vsfError(500, 'No coupon code provided');
        // Unknown, expired, inactive, someone else's: one answer, so the field cannot be used to find codes that exist.
        if (couponProblem(ctx, cart, code) !== undefined) return vsfError(404, INVALID_COUPON);
        ctx.state.update(() => {
          cart.coupon = findCoupon(ctx, code)?.code ?? code;
        });
        return vsfOk(true);
      }),
    ),
    ...on(
      'post',
      'delete-coupon',
      withCart((cart) => {
        ctx.state.update(() => {
          delete cart.coupon;
        });
        return vsfOk(true);
      }),
    ),
    ...on(
      'get',
      'coupon',
      withCart((cart) => vsfOk(cart.coupon ?? null)),
    ),
    ...on(
      'get',
      'payment-methods',
      withCart((cart, request) => vsfOk(paymentMethods(ctx, cart, titleStore(ctx, request, cart)))),
    ),
    ...on(
      'post',
      'shipping-methods',
      withCart(async (cart, request) => {
        const address = (await readJson(request))?.address as CartAddress | undefined;
        if (address === undefined || address === null) return vsfError(500, 'No address element provided within the request body');
        return vsfOk(shippingMethods(ctx, cart, address.country_id ?? taxCountry(ctx, cart), titleStore(ctx, request, cart)));
      }),
    ),
    ...on(
      'post',
      'shipping-information',
      withCart(async (cart, request) => {
        const info = (await readJson(request))?.addressInformation as Record<string, unknown> | undefined;
        if (info === undefined || info === null) return vsfError(500, 'No address element provided within the request body');
        const problem = setMethods(ctx, cart, info.shipping_carrier_code, info.shipping_method_code);
        if (problem !== undefined) return problem;
        ctx.state.update(() => {
          if (isObject(info.shippingAddress)) cart.shippingAddress = info.shippingAddress as CartAddress;
          if (isObject(info.billingAddress)) cart.billingAddress = info.billingAddress as CartAddress;
        });
        return vsfOk({
          payment_methods: paymentMethods(ctx, cart, titleStore(ctx, request, cart)),
          totals: computeTotals(ctx, cart),
          extension_attributes: {},
        });
      }),
    ),
    ...on(
      'post',
      'collect-totals',
      withCart(async (cart, request) => {
        const methods = (await readJson(request))?.methods as Record<string, unknown> | undefined;
        if (methods === undefined || methods === null) return vsfError(500, 'No shipping and payment methods element provided within the request body');
        const problem = setMethods(ctx, cart, methods.shippingCarrierCode, methods.shippingMethodCode);
        if (problem !== undefined) return problem;
        const payment = (methods.paymentMethod as { method?: unknown } | undefined)?.method;
        if (typeof payment === 'string') ctx.state.update(() => void (cart.paymentMethod = payment));
        return vsfOk(computeTotals(ctx, cart));
      }),
    ),
  ];
}

/** The store view a method title is given in: the one the call names, else the cart's own. */
function titleStore(ctx: MockContext, request: Request, cart: CartRecord): StoreCode {
  const named = request.headers.get('x-vs-store-code') ?? new URL(request.url).searchParams.get('storeCode');
  return named === null ? cart.store : requestStore(ctx, request);
}

/** Fixture rule: an empty list or `*` means every country. */
function offeredIn(countries: readonly string[], country: string): boolean {
  return countries.length === 0 || countries.includes('*') || countries.includes(country);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

function updateItem(ctx: MockContext, cart: CartRecord, body: Record<string, unknown>): Response {
  const qty = Math.trunc(Number(body.qty ?? 1));
  if (!Number.isFinite(qty) || qty <= 0) return vsfError(400, 'The quantity must be greater than 0.');
  if (body.item_id !== undefined && body.item_id !== null) {
    const item = cart.items.find((i) => String(i.item_id) === textOf(body.item_id));
    if (item === undefined) return vsfError(404, `The ${cart.id} Cart doesn't contain the ${textOf(body.item_id)} item.`);
    const stock = stockItem(ctx, cart.store, item.sku);
    const limit = stock === undefined ? undefined : saleQtyProblem(stock, qty);
    if (limit !== undefined) return vsfError(400, limit);
    if (stock !== undefined && !canSell(stock, qty)) return vsfError(400, qtyNotAvailable(cart.store));
    ctx.state.update(() => void (item.qty = qty));
    return vsfOk(item);
  }
  const sku = typeof body.sku === 'string' ? body.sku : '';
  const parent = findProduct(ctx, cart.store, sku);
  const options = (
    body.product_option as { extension_attributes?: { configurable_item_options?: { option_id: unknown; option_value: unknown }[] } } | undefined
  )?.extension_attributes?.configurable_item_options;
  const child = parent?.type_id === 'configurable' && options !== undefined ? childByOptions(parent, options) : undefined;
  const sellable = findSellable(ctx, cart.store, child?.sku ?? sku);
  if (sellable === undefined || (parent?.type_id === 'configurable' && child === undefined)) {
    return vsfError(404, "The product that was requested doesn't exist. Verify the product and try again.");
  }
  const existing = cart.items.find((i) => i.sku === sellable.sku);
  const total = qty + (existing?.qty ?? 0);
  const stock = stockItem(ctx, cart.store, sellable.sku);
  const limit = stock === undefined ? undefined : saleQtyProblem(stock, total);
  if (limit !== undefined) return vsfError(400, limit);
  if (stock !== undefined && !canSell(stock, total)) return vsfError(400, qtyNotAvailable(cart.store));
  const item = ctx.state.update((s): CartItemRecord => {
    if (existing !== undefined) {
      existing.qty = total;
      return existing;
    }
    s.seq.item += 1;
    const line: CartItemRecord = {
      item_id: s.seq.item,
      sku: sellable.sku,
      qty,
      name: sellable.parent?.name ?? sellable.name,
      price: unitPrice(sellable, ctx.clock()),
      product_type: sellable.parent !== undefined ? 'configurable' : sellable.typeId,
      quote_id: cart.id,
      ...(body.product_option === undefined ? {} : { product_option: body.product_option }),
      ...(sellable.parent === undefined ? {} : { parent_sku: sellable.parent.sku }),
    };
    cart.items.push(line);
    return line;
  });
  return vsfOk(item);
}

function setMethods(ctx: MockContext, cart: CartRecord, carrier: unknown, method: unknown): Response | undefined {
  if (typeof carrier !== 'string' || typeof method !== 'string' || carrier === '' || method === '') return undefined;
  const known = ctx.fixtures.shippingMethods.some((m) => m.carrier_code === carrier && m.method_code === method);
  if (!known) return vsfError(400, `Carrier with such method not found: ${carrier}, ${method}`);
  ctx.state.update(() => void (cart.shippingMethod = { carrier_code: carrier, method_code: method }));
  return undefined;
}

/** Magento PaymentMethodInterface list for the cart's country, titled in the store view of the call. */
export function paymentMethods(ctx: MockContext, cart: CartRecord, store: StoreCode = cart.store): { code: string; title: string }[] {
  const country = cart.billingAddress?.country_id ?? taxCountry(ctx, cart);
  return ctx.fixtures.paymentMethods.filter((m) => offeredIn(m.countries, country)).map((m) => ({ code: m.code, title: m.storeTitles?.[store] ?? m.title }));
}

/** Magento ShippingMethodInterface list for a country, priced for the cart (free from the method's threshold), titled in the store view of the call. */
export function shippingMethods(ctx: MockContext, cart: CartRecord, country: string, store: StoreCode = cart.store): Record<string, unknown>[] {
  const subtotal = cart.items.reduce((sum, i) => sum + Math.round(i.price * 100) * i.qty, 0);
  const rate = taxPercent(ctx, cart.store, '2', country);
  return ctx.fixtures.shippingMethods
    .filter((m) => offeredIn(m.countries, country))
    .map((m) => {
      const incl = shippingPrice(m, subtotal) / 100;
      const excl = Math.round((incl * 10000) / (100 + rate)) / 100;
      return {
        carrier_code: m.carrier_code,
        method_code: m.method_code,
        carrier_title: m.storeTitles?.[store]?.carrier_title ?? m.carrier_title,
        method_title: m.storeTitles?.[store]?.method_title ?? m.method_title,
        amount: incl,
        base_amount: incl,
        available: m.available,
        error_message: m.error_message,
        price_excl_tax: excl,
        price_incl_tax: incl,
      };
    });
}
