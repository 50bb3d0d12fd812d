import { inject, injectable } from 'inversify';
import type { CartAddressInformation, CartItemUpdate, CartMethods, CartPort, CartRef, CartTotals } from '../../application/ports/cart-port';
import type { Id, ServerCartItem } from '../../domain/cart/types';
import type { PaymentMethod, ShippingAddressQuery, ShippingMethod } from '../../domain/checkout/types';
import type { StoreCode } from '../../domain/store-view/store-view';
import { ApiConfig, serviceUrl } from '../config/api-config';
import { type JsonRequest, requestJson } from '../http/json-client';
import { parseWire } from '../http/parse-wire';
import { unwrapEnvelope } from '../http/vsf-envelope';
import { toCartItemBody, toCartTotals, toPaymentMethod, toServerCartItem, toShippingMethod } from './magento-cart-mappers';
import {
  cartIdWire,
  cartItemsWire,
  cartItemWire,
  paymentDetailsWire,
  paymentMethodsWire,
  shippingMethodsWire,
  totalsWire,
  trueWire,
} from './magento-cart-wire';

interface SafeParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * The cart of the commerce extension (`{ext}/cart/*`, cart spec §7). Every call carries the `token` (empty for a
 * guest, as VSF sends it) and `cartId` query parameters; the base path comes from `services.extensionBasePath`.
 */
@injectable()
export class MagentoCart implements CartPort {
  constructor(@inject(ApiConfig) private readonly config: ApiConfig) {}

  async create(token?: string, options: { readonly mergeGuestCartId?: Id; readonly storeCode?: StoreCode } = {}): Promise<Id> {
    const query = { token: token ?? '', ...(options.mergeGuestCartId === undefined ? {} : { cartId: String(options.mergeGuestCartId) }) };
    return this.call('create', { method: 'POST', query, headers: storeHeader(options.storeCode) }, cartIdWire);
  }

  async pull(cart: CartRef): Promise<readonly ServerCartItem[]> {
    return (await this.call('pull', this.request(cart, 'GET'), cartItemsWire)).map(toServerCartItem);
  }

  async update(cart: CartRef, item: CartItemUpdate): Promise<ServerCartItem> {
    const body = { cartItem: toCartItemBody(cart.cartId, item) };
    return toServerCartItem(await this.call('update', this.request(cart, 'POST', body), cartItemWire));
  }

  async delete(cart: CartRef, item: { readonly sku: string; readonly itemId: Id }): Promise<void> {
    const body = { cartItem: { sku: item.sku, item_id: item.itemId, quoteId: cart.cartId } };
    await this.call('delete', this.request(cart, 'POST', body), trueWire);
  }

  async totals(cart: CartRef): Promise<CartTotals> {
    return toCartTotals(await this.call('totals', this.request(cart, 'GET'), totalsWire));
  }

  async paymentMethods(cart: CartRef): Promise<readonly PaymentMethod[]> {
    return (await this.call('payment-methods', this.request(cart, 'GET'), paymentMethodsWire)).map(toPaymentMethod);
  }

  async shippingMethods(cart: CartRef, address: ShippingAddressQuery): Promise<readonly ShippingMethod[]> {
    return (await this.call('shipping-methods', this.request(cart, 'POST', { address }), shippingMethodsWire)).map(toShippingMethod);
  }

  async shippingInformation(
    cart: CartRef,
    info: CartAddressInformation,
  ): Promise<{ readonly totals: CartTotals; readonly paymentMethods: readonly PaymentMethod[] }> {
    const addressInformation = {
      shippingAddress: info.shippingAddress,
      billingAddress: info.billingAddress,
      shipping_carrier_code: info.shippingCarrierCode,
      shipping_method_code: info.shippingMethodCode,
    };
    const details = await this.call('shipping-information', this.request(cart, 'POST', { addressInformation }), paymentDetailsWire);
    return { totals: toCartTotals(details.totals), paymentMethods: details.payment_methods.map(toPaymentMethod) };
  }

  async collectTotals(cart: CartRef, methods: CartMethods): Promise<CartTotals> {
    const body = {
      methods: {
        paymentMethod: { method: methods.paymentMethod },
        shippingCarrierCode: methods.shippingCarrierCode,
        shippingMethodCode: methods.shippingMethodCode,
      },
    };
    return toCartTotals(await this.call('collect-totals', this.request(cart, 'POST', body), totalsWire));
  }

  async applyCoupon(cart: CartRef, code: string): Promise<void> {
    const request = this.request(cart, 'POST');
    await this.call('apply-coupon', { ...request, query: { ...request.query, coupon: code } }, trueWire);
  }

  async deleteCoupon(cart: CartRef): Promise<void> {
    await this.call('delete-coupon', this.request(cart, 'POST'), trueWire);
  }

  private request(cart: CartRef, method: 'GET' | 'POST', body?: unknown): JsonRequest {
    return {
      method,
      query: { token: cart.token ?? '', cartId: String(cart.cartId) },
      headers: storeHeader(cart.storeCode),
      ...(body === undefined ? {} : { body }),
    };
  }

  private async call<T>(route: string, request: JsonRequest, schema: SafeParser<T>): Promise<T> {
    const url = serviceUrl(this.config, this.config.services.extensionBasePath, `cart/${route}`);
    const { body } = await requestJson(this.config.fetch, url, request);
    return parseWire(schema, unwrapEnvelope(body, `cart ${route}`).result, `cart ${route}`);
  }
}

const storeHeader = (storeCode: StoreCode | undefined): Record<string, string> => (storeCode === undefined ? {} : { 'x-vs-store-code': storeCode });
