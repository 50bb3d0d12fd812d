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
import { type ApiConfig } from '../config/api-config';
import { requestJson } from '../http/json-client';
import { parseWire } from '../http/parse-wire';
import { unwrapEnvelope } from '../http/vsf-envelope';
import { MagentoCustomer } from './magento-customer';
import { sessionMetaWire, tokenWire, trueWire } from './magento-customer-wire';

/**
 * Where the storefront server (server/session/session-refresh.ts), or in the static demo the mock backend, keeps a
 * browser's refresh token in an HttpOnly cookie scoped to this path.
 */
export const SESSION_PATH = '/__session';

/**
 * The customer port of the browser (docs/sessions.md): login, refresh and logout go through the session routes of the
 * shop's own origin, which keep the refresh token in a cookie no page script can read and hand the page the access
 * token only; every other call goes to the commerce API as MagentoCustomer sends it.
 */
export class StorefrontSessionCustomer implements CustomerPort {
  private readonly api: MagentoCustomer;

  constructor(private readonly config: ApiConfig) {
    this.api = new MagentoCustomer(config);
  }

  login(email: string, password: string, storeCode?: StoreCode): Promise<CustomerTokens> {
    return this.tokens('login', storeCode, { username: email, password });
  }

  /** The cookie holds the refresh token: the argument is never sent. */
  refresh(_refreshToken: string | undefined, storeCode?: StoreCode): Promise<CustomerTokens> {
    return this.tokens('refresh', storeCode, {});
  }

  async revoke(session: SessionToRevoke, storeCode?: StoreCode): Promise<void> {
    const envelope = await this.post('logout', storeCode, session.token === undefined ? {} : { token: session.token });
    parseWire(trueWire, envelope.result, 'session/logout');
  }

  me(token: string, storeCode?: StoreCode): Promise<CustomerAccount> {
    return this.api.me(token, storeCode);
  }

  updateProfile(token: string, profile: ProfileUpdate, storeCode?: StoreCode, currentPassword?: string): Promise<Profile> {
    return this.api.updateProfile(token, profile, storeCode, currentPassword);
  }

  profileUpdateRequest(profile: ProfileUpdate, storeCode?: StoreCode): QueuedRequest {
    return this.api.profileUpdateRequest(profile, storeCode);
  }

  orderHistory(token: string, pageSize?: number, currentPage?: number, storeCode?: StoreCode): Promise<OrderHistoryPage> {
    return this.api.orderHistory(token, pageSize, currentPage, storeCode);
  }

  register(customer: NewCustomer, password: string, storeCode?: StoreCode): Promise<Profile> {
    return this.api.register(customer, password, storeCode);
  }

  resetPassword(email: string, storeCode?: StoreCode): Promise<void> {
    return this.api.resetPassword(email, storeCode);
  }

  createPassword(email: string, newPassword: string, resetToken: string, storeCode?: StoreCode): Promise<void> {
    return this.api.createPassword(email, newPassword, resetToken, storeCode);
  }

  changePassword(token: string, currentPassword: string, newPassword: string, storeCode?: StoreCode): Promise<void> {
    return this.api.changePassword(token, currentPassword, newPassword, storeCode);
  }

  customerExists(email: string, storeCode?: StoreCode): Promise<boolean> {
    return this.api.customerExists(email, storeCode);
  }

  saveAddress(token: string, address: Address, storeCode?: StoreCode): Promise<Profile> {
    return this.api.saveAddress(token, address, storeCode);
  }

  deleteAddress(token: string, userId: Id, addressId: Id, storeCode?: StoreCode): Promise<Profile> {
    return this.api.deleteAddress(token, userId, addressId, storeCode);
  }

  private async tokens(action: 'login' | 'refresh', storeCode: StoreCode | undefined, body: Record<string, string>): Promise<CustomerTokens> {
    const envelope = await this.post(action, storeCode, body);
    const token = parseWire(tokenWire, envelope.result, `session/${action}`);
    const { session_expires: sessionExpires } = parseWire(sessionMetaWire, envelope.meta, `session/${action} meta`);
    return { token, ...(sessionExpires === undefined ? {} : { sessionExpires }) };
  }

  private async post(action: string, storeCode: StoreCode | undefined, body: Record<string, string>) {
    const url = new URL(`${SESSION_PATH}/${action}`, this.config.origin).toString();
    const headers = { 'x-vs-store-code': storeCode ?? defaultStoreCode };
    const { body: answer } = await requestJson(this.config.fetch, url, { method: 'POST', body, headers });
    return unwrapEnvelope(answer, `session/${action}`);
  }
}
