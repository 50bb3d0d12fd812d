import { inject, injectable } from 'inversify';
import type { Address, Profile } from '../../domain/account/types';
import type { Id } from '../../domain/catalog/product-types';
import { defaultStoreCode, type StoreCode } from '../../domain/store-view/store-view';
import type {
  CustomerAccount,
  CustomerPort,
  CustomerTokens,
  NewCustomer,
  OrderHistoryPage,
  ProfileUpdate,
  QueuedRequest,
  SessionToRevoke,
} from '../../application/ports/customer-port';
import { PortError } from '../../application/ports/port-error';
import { ApiConfig, serviceUrl } from '../config/api-config';
import { type JsonRequest, requestJson } from '../http/json-client';
import { parseWire } from '../http/parse-wire';
import { unwrapEnvelope, type VsfEnvelope } from '../http/vsf-envelope';
import { fromAddress, fromProfile, toOrderSummary, toProfile } from './magento-customer-mappers';
import { booleanWire, customerWire, orderHistoryWire, sessionMetaWire, tokenMetaWire, tokenWire, trueWire } from './magento-customer-wire';

/** Order history defaults (cart spec §7, §9). */
const PAGE_SIZE = 20;
const FIRST_PAGE = 1;

/**
 * Customer calls of the commerce extension `{ext}/…` (cart spec §7). The token goes as `?token=` (cart spec §6): the
 * VSF API reads it only there unless `users.tokenInHeader` is on, and that setting breaks guest carts
 * (vue-storefront#5317). New calls of this shop's own (revoke) carry tokens in the body, never in a URL.
 */
@injectable()
export class MagentoCustomer implements CustomerPort {
  constructor(@inject(ApiConfig) private readonly config: ApiConfig) {}

  async login(email: string, password: string, storeCode?: StoreCode): Promise<CustomerTokens> {
    return this.tokens(await this.call('login', storeCode, { method: 'POST', body: { username: email, password } }), 'login');
  }

  async refresh(refreshToken: string | undefined, storeCode?: StoreCode): Promise<CustomerTokens> {
    if (refreshToken === undefined)
      throw new PortError('not-authorized', 'Error refreshing user token. User is not authorized to access the resource', { status: 401 });
    return this.tokens(await this.call('refresh', storeCode, { method: 'POST', body: { refreshToken } }), 'refresh');
  }

  async revoke(session: SessionToRevoke, storeCode?: StoreCode): Promise<void> {
    await this.done('revoke', storeCode, { method: 'POST', body: { ...session } });
  }

  async me(token: string, storeCode?: StoreCode): Promise<CustomerAccount> {
    const envelope = await this.call('me', storeCode, { query: { token } });
    const customer = parseWire(customerWire, envelope.result, 'user/me');
    const { session_expires: sessionExpires } = parseWire(sessionMetaWire, envelope.meta, 'user/me meta');
    return {
      profile: toProfile(customer),
      ...(customer.groupToken === undefined ? {} : { groupToken: customer.groupToken }),
      ...(customer.group_id === undefined ? {} : { groupId: customer.group_id }),
      ...(sessionExpires === undefined ? {} : { sessionExpires }),
    };
  }

  async updateProfile(token: string, profile: ProfileUpdate, storeCode?: StoreCode, currentPassword?: string): Promise<Profile> {
    const body = { customer: fromProfile(profile), ...(currentPassword === undefined ? {} : { currentPassword }) };
    const envelope = await this.call('me', storeCode, { method: 'POST', query: { token }, body });
    return toProfile(parseWire(customerWire, envelope.result, 'user/me update'));
  }

  profileUpdateRequest(profile: ProfileUpdate, storeCode?: StoreCode): QueuedRequest {
    const base = serviceUrl(this.config, this.config.services.extensionBasePath, 'me');
    // A queued task carries no headers of its own, so the store view goes as `?storeCode=` (wire §1).
    return {
      url: `${base}?token={{token}}&storeCode=${encodeURIComponent(storeCode ?? defaultStoreCode)}`,
      method: 'POST',
      body: { customer: fromProfile(profile) },
    };
  }

  async orderHistory(token: string, pageSize = PAGE_SIZE, currentPage = FIRST_PAGE, storeCode?: StoreCode): Promise<OrderHistoryPage> {
    const envelope = await this.call('order-history', storeCode, { query: { token, pageSize, currentPage } });
    const history = parseWire(orderHistoryWire, envelope.result, 'user/order-history');
    return { items: history.items.map(toOrderSummary), total: history.total_count };
  }

  async register(customer: NewCustomer, password: string, storeCode?: StoreCode): Promise<Profile> {
    const envelope = await this.call('create', storeCode, { method: 'POST', body: { customer, password } });
    return toProfile(parseWire(customerWire, envelope.result, 'user/create'));
  }

  async resetPassword(email: string, storeCode?: StoreCode): Promise<void> {
    await this.done('reset-password', storeCode, { method: 'POST', body: { email } });
  }

  async createPassword(email: string, newPassword: string, resetToken: string, storeCode?: StoreCode): Promise<void> {
    await this.done('create-password', storeCode, { method: 'POST', body: { email, newPassword, resetToken } });
  }

  async changePassword(token: string, currentPassword: string, newPassword: string, storeCode?: StoreCode): Promise<void> {
    await this.done('change-password', storeCode, { method: 'POST', query: { token }, body: { currentPassword, newPassword } });
  }

  async customerExists(email: string, storeCode?: StoreCode): Promise<boolean> {
    const envelope = await this.call('search', storeCode, { method: 'POST', body: { email_address: email } });
    const meta = envelope.meta.customer_exists;
    return parseWire(booleanWire, meta ?? envelope.result, 'user/search');
  }

  async saveAddress(token: string, address: Address, storeCode?: StoreCode): Promise<Profile> {
    const envelope = await this.call('address', storeCode, { method: 'POST', query: { token }, body: { address: fromAddress(address) } });
    return toProfile(parseWire(customerWire, envelope.result, 'user/address'));
  }

  async deleteAddress(token: string, userId: Id, addressId: Id, storeCode?: StoreCode): Promise<Profile> {
    const query = { token, user_id: String(userId), address_id: String(addressId) };
    const envelope = await this.call('address', storeCode, { method: 'DELETE', query });
    return toProfile(parseWire(customerWire, envelope.result, 'user/address delete'));
  }

  private async call(path: string, storeCode: StoreCode | undefined, request: JsonRequest): Promise<VsfEnvelope> {
    const url = serviceUrl(this.config, this.config.services.extensionBasePath, path);
    const headers = { 'x-vs-store-code': storeCode ?? defaultStoreCode };
    const { body } = await requestJson(this.config.fetch, url, { ...request, headers });
    return unwrapEnvelope(body, `user/${path}`);
  }

  private async done(path: string, storeCode: StoreCode | undefined, request: JsonRequest): Promise<void> {
    parseWire(trueWire, (await this.call(path, storeCode, request)).result, `user/${path}`);
  }

  private tokens(envelope: VsfEnvelope, source: string): CustomerTokens {
    const token = parseWire(tokenWire, envelope.result, `user/${source}`);
    const meta = parseWire(tokenMetaWire, envelope.meta, `user/${source} meta`);
    return { token, refreshToken: meta.refreshToken, ...(meta.session_expires === undefined ? {} : { sessionExpires: meta.session_expires }) };
  }
}
