import { inject, injectable, optional } from 'inversify';
import { sendsEmptyCart } from '../../domain/analytics/analytics-item';
import type { CartItem } from '../../domain/cart/types';
import type { Product } from '../../domain/catalog/product-types';
import { isUnsigned, signLines, skusToSign } from '../../domain/checkout/line-signatures';
import { clearCredentials, interpretOrderResult, orderStreet, type OrderPlacementOutcome } from '../../domain/checkout/place-order';
import { findShippingMethod } from '../../domain/checkout/shipping-methods';
import type { AddressDetails, PaymentDetails } from '../../domain/checkout/types';
import type { Notice } from '../../domain/notifications/types';
import type { OfflineOrder } from '../../domain/orders/types';
import { toMajor } from '../../domain/shared/money';
import { err, ok, type Result } from '../../domain/shared/result';
import { CartSettings } from '../cart/cart-settings';
import { CurrentCart } from '../cart/current-cart';
import { NotificationOutlet } from '../notifications/notification-outlet';
import { AnalyticsPort } from '../ports/analytics-port';
import { CatalogPort } from '../ports/catalog-port';
import type { OrderAddress } from '../ports/cart-port';
import { ClockPort } from '../ports/clock-port';
import { ConnectivityPort } from '../ports/connectivity-port';
import { IdGeneratorPort } from '../ports/id-generator-port';
import { LoggerPort } from '../ports/logger-port';
import type { OrderLine, OrderRequest } from '../ports/order-port';
import { isPortError } from '../ports/port-error';
import { ProviderKeys } from '../search/provider-keys';
import { AuthSession } from '../session/auth-session';
import { CheckoutDetails } from './checkout-details';
import { OfflineOrderStore } from './offline-order-store';
import { type OrderReceipt, receiptOf, storedReceipt } from './order-receipt';
import { SendOfflineOrders } from './send-offline-orders';
import { EndExpiredSession } from '../session/end-expired-session';

export type PlacedOrder =
  | { readonly kind: 'placed'; readonly orderId: string; readonly receipt: OrderReceipt }
  | { readonly kind: 'queued'; readonly orderId: string; readonly notice: Notice; readonly receipt: OrderReceipt };

/** The titles of the chosen methods as the shopper saw them (the server's, in the store view's language). */
export interface PlaceOrderLabels {
  readonly shippingMethod?: string;
  readonly paymentMethod?: string;
}
export type PlaceOrderFailure = { readonly kind: 'incomplete'; readonly missing: string } | { readonly kind: 'failed'; readonly notice: Notice };

/**
 * Places the order (cart spec §4 "Placing an order"): the affix is appended to the street lines; the order is
 * stored with its id before it is sent, so it goes out exactly once. On success the last cart bypass is stamped, the
 * cart cleared without sync, password and createAccount cleared and emptyCart tracked. A server that cannot be
 * reached keeps the order queued ('...can not be transfered...'); a refusal is 'Something went wrong with the order'.
 * Every line is signed with the catalogue's current price signature first (a server cart line has none, a line's own
 * may be from an older price), as Vue Storefront refreshes them (wire-reference §1); a failed look-up only logs a
 * warning and the lines go out as they are: the server decides.
 */
@injectable()
export class PlaceOrder {
  constructor(
    @inject(CurrentCart) private readonly cart: CurrentCart,
    @inject(CheckoutDetails) private readonly checkout: CheckoutDetails,
    @inject(AuthSession) private readonly auth: AuthSession,
    @inject(OfflineOrderStore) private readonly store: OfflineOrderStore,
    @inject(SendOfflineOrders) private readonly sender: SendOfflineOrders,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(AnalyticsPort) private readonly analytics: AnalyticsPort,
    @inject(NotificationOutlet) private readonly outlet: NotificationOutlet,
    @inject(CartSettings) private readonly settings: CartSettings,
    @inject(ProviderKeys) private readonly providerKeys: ProviderKeys,
    @inject(EndExpiredSession) private readonly expiry: EndExpiredSession,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(IdGeneratorPort) private readonly ids: IdGeneratorPort,
    @inject(CatalogPort) @optional() private readonly catalog?: CatalogPort,
  ) {}

  async execute(labels: PlaceOrderLabels = {}): Promise<Result<PlacedOrder, PlaceOrderFailure>> {
    await this.expiry.execute();
    const request = this.buildRequest(await this.signed(this.cart.view.items));
    if (!request.ok) return request;
    const receipt = this.receipt(request.value, labels);
    const order: OfflineOrder = {
      id: request.value.orderId,
      order: request.value as unknown as Record<string, unknown>,
      transmited: false,
      created_at: request.value.createdAt,
      receipt: receipt as unknown as Record<string, unknown>,
    };
    await this.store.put(order);
    const sent = this.connectivity.isOnline() ? await this.sender.send(order) : 'waiting';
    const now = this.clock.now();
    const outcome: OrderPlacementOutcome =
      sent === 'sent'
        ? interpretOrderResult(200, true, now)
        : sent === 'waiting'
          ? interpretOrderResult(undefined, false, now)
          : interpretOrderResult(400, true, now);
    if (outcome.kind === 'failed') return err({ kind: 'failed', notice: outcome.notice });
    await this.finish(outcome.kind === 'placed' ? outcome.lastCartBypassTs : undefined);
    if (outcome.kind === 'queued') {
      this.outlet.notify(outcome.notice);
      return ok({ kind: 'queued', orderId: order.id, notice: outcome.notice, receipt });
    }
    const stored = (await this.store.all()).find((o) => o.id === order.id);
    return ok({ kind: 'placed', orderId: order.id, receipt: (stored === undefined ? undefined : storedReceipt(stored)) ?? { ...receipt, status: 'placed' } });
  }

  /** What the thank-you page shows: the cart's lines and totals as they were, the addresses and the chosen methods. */
  private receipt(request: OrderRequest, labels: PlaceOrderLabels): OrderReceipt {
    const { personalDetails, shippingDetails, paymentDetails } = this.checkout.current;
    const view = this.cart.view;
    const coupon = view.coupon ?? view.totals?.coupon_code;
    return receiptOf({
      orderId: request.orderId,
      placedAt: request.createdAt,
      ...(personalDetails?.emailAddress === undefined ? {} : { email: personalDetails.emailAddress }),
      items: view.items,
      segments: view.segments,
      // Stryker disable next-line LogicalOperator: differs only for a null coupon, which the type rules out
      ...(coupon === undefined || coupon === null ? {} : { coupon }),
      // buildRequest checked both details are there.
      shipping: shippingDetails!,
      billing: paymentDetails!,
      defaultCountry: this.settings.defaultCountry,
      shippingMethod:
        labels.shippingMethod ?? findShippingMethod(this.settings.shippingMethods, shippingDetails!.shippingMethod)?.method_title ?? request.shippingMethodCode,
      paymentMethod: labels.paymentMethod ?? this.settings.paymentMethods.find((m) => m.code === request.paymentMethodCode)?.title ?? request.paymentMethodCode,
    });
  }

  /** After a placed (or queued) order: cart cleared without sync, credentials cleared, thank-you page, emptyCart. */
  private async finish(lastCartBypassTs: number | undefined): Promise<void> {
    const items = this.cart.view.items;
    await this.cart.exclusive(async () => {
      await this.cart.clear(true);
      if (lastCartBypassTs !== undefined) await this.cart.set({ lastCartBypassTs });
    });
    const personal = this.checkout.current.personalDetails;
    await this.checkout.set({ isThankYouPage: true, ...(personal === undefined ? {} : { personalDetails: clearCredentials(personal) }) });
    this.analytics.track('purchase', { items: items.map((i) => ({ item_id: i.parentSku ?? i.sku, quantity: i.qty })) });
    if (sendsEmptyCart('order-placed')) this.analytics.track('emptyCart');
    await this.providerKeys.regenerateCustomerKey();
    this.outlet.emit({ kind: 'regenerate-customer-keys', reason: 'order-placed' });
  }

  /**
   * The lines signed with the catalogue's current signatures: one search by sku (a configurable child's line also by
   * its parent's), and, for skus it did not return, one by `configurable_children.sku` (a server line knows no parent).
   */
  private async signed(items: readonly CartItem[]): Promise<readonly CartItem[]> {
    const skus = skusToSign(items);
    const catalog = this.catalog;
    if (skus.length === 0 || catalog === undefined) return items;
    const search = async (attribute: string, values: readonly string[]): Promise<readonly Product[]> =>
      (await catalog.search(this.settings.storeCode, 'product', { filters: [{ attribute, op: 'in', value: values }], size: values.length })).items;
    try {
      const products = await search('sku', skus);
      const returned = new Set(products.flatMap((p) => [p.sku, ...(p.configurable_children ?? []).map((c) => c.sku)]));
      const rest = [...new Set(items.filter((i) => !returned.has(i.sku)).map((i) => i.sku))];
      const signed = signLines(items, rest.length === 0 ? products : [...products, ...(await search('configurable_children.sku', rest))]);
      const unsigned = signed.filter(isUnsigned).map((i) => i.sku);
      if (unsigned.length > 0) this.logger.warn('order', 'Order lines the catalogue has no price signature for are sent unsigned', { skus: unsigned });
      return signed;
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.warn('order', 'The catalogue could not sign the order lines; they are sent unsigned', { skus, kind: error.kind, message: error.message });
      return items;
    }
  }

  private buildRequest(items: readonly CartItem[]): Result<OrderRequest, PlaceOrderFailure> {
    const { personalDetails, shippingDetails, paymentDetails } = this.checkout.current;
    if (items.length === 0) return err({ kind: 'incomplete', missing: 'items' });
    if (shippingDetails === undefined) return err({ kind: 'incomplete', missing: 'shippingDetails' });
    if (paymentDetails === undefined) return err({ kind: 'incomplete', missing: 'paymentDetails' });
    const products: OrderLine[] = [];
    for (const item of items) {
      const price = item.price_incl_tax ?? item.totals?.price_incl_tax;
      if (price === undefined) return err({ kind: 'incomplete', missing: `price of ${item.sku}` });
      products.push(orderLine(item, toMajor(price)));
    }
    const method = findShippingMethod(this.settings.shippingMethods, shippingDetails.shippingMethod);
    const now = this.clock.now();
    const email = personalDetails?.emailAddress;
    const userId = this.auth.current.profile?.user_id;
    const cartId = this.cart.view.token;
    return ok({
      // The server's idempotency key (wire §1 order_id): the same on every resend of this order, and never the same
      // for two devices placing an order in the same millisecond.
      orderId: `${now}-${this.ids.randomId()}`,
      storeCode: this.settings.storeCode,
      createdAt: now,
      products,
      shippingAddress: this.address(shippingDetails, email),
      billingAddress: { ...this.address(paymentDetails, email), ...billingExtras(paymentDetails) },
      shippingMethodCode: method?.method_code ?? shippingDetails.shippingMethod,
      shippingCarrierCode: method?.carrier_code ?? shippingDetails.shippingMethod,
      paymentMethodCode: paymentDetails.paymentMethod,
      paymentMethodAdditional: paymentDetails.paymentMethodAdditional as Readonly<Record<string, string | number | boolean>>,
      ...(userId === undefined ? {} : { userId: String(userId) }),
      ...(cartId === undefined ? {} : { cartId: String(cartId) }),
    });
  }

  private address(details: AddressDetails, email: string | undefined): OrderAddress {
    return {
      firstname: details.firstName,
      lastname: details.lastName,
      street: orderStreet(details),
      city: details.city,
      postcode: details.zipCode,
      country_id: details.country.trim() === '' ? this.settings.defaultCountry : details.country,
      telephone: details.phoneNumber,
      region: details.state,
      region_id: details.region_id,
      ...(details.region_code === undefined ? {} : { region_code: details.region_code }),
      ...(email === undefined ? {} : { email }),
    };
  }
}

/**
 * A cart line as the order API takes it. A signed line sends its `sgn` with the exact price it signs as priceInclTax,
 * since the API checks the HMAC of that number (wire-reference §1); an unsigned line sends the line's price.
 */
function orderLine(item: CartItem, price: number): OrderLine {
  if (item.sgn === undefined) return { sku: item.sku, qty: item.qty, price, priceInclTax: price };
  return { sku: item.sku, qty: item.qty, price, priceInclTax: item.signedPriceInclTax ?? price, sgn: item.sgn };
}

const billingExtras = (details: PaymentDetails): Partial<OrderAddress> => ({
  ...(details.company === '' ? {} : { company: details.company }),
  ...(details.taxId === '' ? {} : { vat_id: details.taxId }),
});
