import { inject, injectable } from 'inversify';
import type { LoyaltyTransaction } from '../../domain/account/types';
import { defaultStoreCode } from '../../domain/store-view/store-view';
import type { CartRef, CartTotals } from '../../application/ports/cart-port';
import type { LoyaltyAnswer, LoyaltyPort, PersonalCoupon, PersonalPricingStatus, QuoteValidation } from '../../application/ports/loyalty-port';
import { PortError } from '../../application/ports/port-error';
import { ApiConfig, serviceUrl } from '../config/api-config';
import { type JsonRequest, requestJson } from '../http/json-client';
import { parseWire } from '../http/parse-wire';
import { unwrapEnvelope } from '../http/vsf-envelope';
import { toCartTotals } from '../magento-cart/magento-cart-mappers';
import { extensionBase } from '../magento-customer/extension-base';
import { toPersonalCoupons, toPersonalPricing, toTransaction } from './loyalty-mappers';
import { loyaltyMetaWire, personalCouponsWire, personalPricingWire, quoteValidationWire, totalsWire, transactionWire, transactionsWire } from './loyalty-wire';

type Parse<T> = (result: unknown) => T;

/** The loyalty extension (`/api/ext/loyalty`, cart spec §7); the token goes as `?token=`, the cart as `?cartId=`. */
@injectable()
export class LoyaltyExtension implements LoyaltyPort {
  constructor(@inject(ApiConfig) private readonly config: ApiConfig) {}

  applyCoupons(cart: CartRef, codes: readonly string[]): Promise<LoyaltyAnswer<CartTotals>> {
    return this.cartCall('coupon', 'POST', cart, { coupon: codes });
  }

  removeCoupons(cart: CartRef, codes: readonly string[]): Promise<LoyaltyAnswer<CartTotals>> {
    return this.cartCall('coupon', 'DELETE', cart, { coupon: codes });
  }

  applyDiscounts(cart: CartRef, codes: readonly string[]): Promise<LoyaltyAnswer<CartTotals>> {
    return this.cartCall('discount', 'POST', cart, { discount: codes });
  }

  removeDiscounts(cart: CartRef, codes: readonly string[]): Promise<LoyaltyAnswer<CartTotals>> {
    return this.cartCall('discount', 'DELETE', cart, { discount: codes });
  }

  personalCoupons(token: string): Promise<LoyaltyAnswer<readonly PersonalCoupon[]>> {
    return this.call('personal-pricing/coupons', { query: { token } }, (r) => toPersonalCoupons(parseWire(personalCouponsWire, r, 'loyalty coupons')));
  }

  transactions(token: string): Promise<LoyaltyAnswer<readonly LoyaltyTransaction[]>> {
    return this.call('transactions', { query: { token } }, (r) => parseWire(transactionsWire, r, 'loyalty transactions').map(toTransaction));
  }

  transaction(token: string, transactionId: string): Promise<LoyaltyAnswer<LoyaltyTransaction>> {
    return this.call(`transactions/${encodeURIComponent(transactionId)}`, { query: { token } }, (r) =>
      toTransaction(parseWire(transactionWire, r, 'loyalty transaction')),
    );
  }

  validateQuote(cart: CartRef): Promise<LoyaltyAnswer<QuoteValidation>> {
    return this.call('personal-pricing/validate-quote', { method: 'POST', query: this.cartQuery(cart), headers: this.store(cart) }, (r) => {
      const wire = parseWire(quoteValidationWire, r, 'loyalty validate-quote');
      return { valid: wire.valid, removedCodes: wire.removed_codes, totals: toCartTotals(wire.totals) };
    });
  }

  personalPricing(token: string): Promise<LoyaltyAnswer<PersonalPricingStatus>> {
    return this.call('personal-pricing/check', { query: { token } }, (r) => toPersonalPricing(parseWire(personalPricingWire, r, 'loyalty check')));
  }

  private cartCall(path: string, method: 'POST' | 'DELETE', cart: CartRef, body: unknown): Promise<LoyaltyAnswer<CartTotals>> {
    return this.call(path, { method, query: this.cartQuery(cart), body, headers: this.store(cart) }, (r) =>
      toCartTotals(parseWire(totalsWire, r, `loyalty ${path}`)),
    );
  }

  private cartQuery(cart: CartRef): JsonRequest['query'] {
    if (cart.token === undefined) throw new PortError('not-authorized', 'The loyalty extension needs a customer token');
    return { token: cart.token, cartId: String(cart.cartId) };
  }

  private store(cart: CartRef): Readonly<Record<string, string>> {
    return { 'x-vs-store-code': cart.storeCode ?? defaultStoreCode };
  }

  private async call<T>(path: string, request: JsonRequest, parse: Parse<T>): Promise<LoyaltyAnswer<T>> {
    const url = serviceUrl(this.config, extensionBase(this.config, 'loyalty'), path);
    const { body } = await requestJson(this.config.fetch, url, request);
    const envelope = unwrapEnvelope(body, `loyalty ${path}`);
    const { session_expires: sessionExpires } = parseWire(loyaltyMetaWire, envelope.meta, `loyalty ${path} meta`);
    return { value: parse(envelope.result), ...(sessionExpires === undefined ? {} : { sessionExpires }) };
  }
}
