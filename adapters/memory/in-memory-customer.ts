import { injectable } from 'inversify';
import type { Address, Profile } from '../../domain/account/types';
import { checkNewPassword } from '../../domain/account/password';
import type { Id } from '../../domain/catalog/product-types';
import type { OrderSummary } from '../../domain/orders/types';
import { money } from '../../domain/shared/money';
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

export interface InMemoryAccount {
  readonly profile: Profile;
  readonly password: string;
  readonly orders?: readonly OrderSummary[];
  readonly groupId?: Id;
}

interface Account {
  profile: Profile;
  password: string;
  orders: readonly OrderSummary[];
  groupId: Id;
}

type Method = keyof CustomerPort;

const order = (n: number, day: number, status: string): OrderSummary => ({
  increment_id: `00000${String(n)}`,
  created_at: Date.UTC(2026, 9, day),
  status,
  grand_total: money(5995 + n * 100),
});

/** The demo account of the memory set (the mock's anna.devries, password Demo1234!), with addresses and orders. */
export const demoCustomerAccounts: readonly InMemoryAccount[] = [
  {
    password: 'Demo1234!',
    profile: {
      email: 'anna.devries@example.com',
      firstname: 'Anna',
      lastname: 'de Vries',
      user_id: 1,
      external_id: 'C-900001',
      date_of_birth: '1990-04-12',
      mobile_number: '0612345678',
      addresses: [
        { address_id: 1, street: ['Damrak 1', ''], city: 'Amsterdam', postcode: '1012JS', country_id: 'NL', is_default: '1', address_type: 'DELIVERY' },
      ],
    },
    orders: [order(1, 1, 'complete'), order(2, 5, 'processing'), order(3, 9, 'pending'), order(4, 12, 'canceled')],
  },
];

interface Grant {
  readonly email: string;
  readonly family: string;
}

const PASSWORD_MISMATCH = "The password doesn't match this account. Verify the password and try again.";

const unauthorized = () => new PortError('not-authorized', "The consumer isn't authorized to access %resources.", { status: 401 });

/** CustomerPort in memory, for use-case tests and the demo without a backend; it refuses as the platform does. */
@injectable()
export class InMemoryCustomer implements CustomerPort {
  private readonly accounts = new Map<string, Account>();
  /** Access and refresh tokens by value: the customer's email and the login (family) they belong to. */
  private readonly tokens = new Map<string, Grant>();
  private readonly refreshTokens = new Map<string, Grant>();
  private readonly resetTokens = new Map<string, string>();
  private readonly failures = new Map<Method, PortError>();
  private sequence = 100;

  constructor(accounts: readonly InMemoryAccount[] = []) {
    for (const a of accounts) this.accounts.set(a.profile.email.toLowerCase(), { ...a, orders: a.orders ?? [], groupId: a.groupId ?? 1 });
  }

  /** Makes every later call of a method throw this error (a test's 500, outage or 401). */
  fail(method: Method, error: PortError): void {
    this.failures.set(method, error);
  }

  /** Forgets every issued access token, as when they expire; refresh tokens stay valid. */
  expireTokens(): void {
    this.tokens.clear();
  }

  /** The email of the customer a token was issued to, if it is still valid. */
  ownerOf(token: string): string | undefined {
    return this.tokens.get(token)?.email;
  }

  /** The reset token mailed to a customer, as the mail would carry it. */
  mailedResetToken(email: string): string | undefined {
    return this.resetTokens.get(email.toLowerCase());
  }

  async login(email: string, password: string): Promise<CustomerTokens> {
    this.check('login');
    const account = this.accounts.get(email.toLowerCase());
    if (account?.password !== password) throw new PortError('not-authorized', 'The account sign-in was incorrect.', { status: 401 });
    return this.issue(account.profile.email);
  }

  async refresh(refreshToken: string | undefined): Promise<CustomerTokens> {
    this.check('refresh');
    const grant = refreshToken === undefined ? undefined : this.refreshTokens.get(refreshToken);
    if (grant === undefined || refreshToken === undefined)
      throw new PortError('not-authorized', 'Error refreshing user token. User is not authorized to access the resource', { status: 401 });
    this.refreshTokens.delete(refreshToken);
    return this.issue(grant.email, grant.family);
  }

  async revoke(session: SessionToRevoke): Promise<void> {
    this.check('revoke');
    const families = new Set([
      session.token === undefined ? undefined : this.tokens.get(session.token)?.family,
      session.refreshToken === undefined ? undefined : this.refreshTokens.get(session.refreshToken)?.family,
    ]);
    families.delete(undefined);
    this.revokeWhere((grant) => families.has(grant.family));
  }

  async me(token: string): Promise<CustomerAccount> {
    const account = this.authorized('me', token);
    return { profile: account.profile, groupId: account.groupId, groupToken: `group-${String(account.groupId)}` };
  }

  async updateProfile(token: string, profile: ProfileUpdate, _storeCode?: string, currentPassword?: string): Promise<Profile> {
    const account = this.authorized('updateProfile', token);
    if (profile.email.toLowerCase() !== account.profile.email.toLowerCase() && currentPassword !== account.password)
      throw new PortError('rejected', PASSWORD_MISMATCH, { status: 400 });
    if (profile.email.toLowerCase() !== account.profile.email.toLowerCase()) this.move(account, profile.email);
    const addresses = (profile.addresses ?? account.profile.addresses).map((a) => (a.address_id === undefined ? { ...a, address_id: this.next() } : a));
    account.profile = { ...account.profile, ...profile, addresses };
    return account.profile;
  }

  /** The queued form of an update: the memory task transport records it (the memory world has no wire). */
  profileUpdateRequest(profile: ProfileUpdate): QueuedRequest {
    return { url: '/api/ext/magento/me?token={{token}}', method: 'POST', body: { customer: profile } };
  }

  async orderHistory(token: string, pageSize = 20, currentPage = 1): Promise<OrderHistoryPage> {
    const account = this.authorized('orderHistory', token);
    const newestFirst = [...account.orders].sort((a, b) => b.created_at - a.created_at);
    return { items: newestFirst.slice((currentPage - 1) * pageSize, currentPage * pageSize), total: newestFirst.length };
  }

  async register(customer: NewCustomer, password: string): Promise<Profile> {
    this.check('register');
    this.requireStrong(password, 400);
    const profile: Profile = { ...customer, user_id: this.next(), addresses: [] };
    // A taken address is answered like a new one and left as it was, as the mock backend does: no enumeration.
    if (!this.accounts.has(customer.email.toLowerCase())) this.accounts.set(customer.email.toLowerCase(), { profile, password, orders: [], groupId: 1 });
    return profile;
  }

  async resetPassword(email: string): Promise<void> {
    this.check('resetPassword');
    // An unknown address is answered like a known one (no enumeration); only a known one gets a token.
    if (this.accounts.has(email.toLowerCase())) this.resetTokens.set(email.toLowerCase(), `reset-${this.next()}`);
  }

  async createPassword(email: string, newPassword: string, resetToken: string): Promise<void> {
    this.check('createPassword');
    const account = this.accounts.get(email.toLowerCase());
    if (account === undefined || this.resetTokens.get(email.toLowerCase()) !== resetToken)
      throw new PortError('rejected', 'The password token is mismatched. Reset and try again.', { status: 400 });
    this.requireStrong(newPassword, 400);
    account.password = newPassword;
    this.resetTokens.delete(email.toLowerCase());
    this.revokeWhere((grant) => grant.email === email.toLowerCase());
  }

  async changePassword(token: string, currentPassword: string, newPassword: string): Promise<void> {
    const account = this.authorized('changePassword', token);
    // The platform answers 500 here, not 401: a 401 would make the client log out (mock-backend README).
    if (account.password !== currentPassword) throw new PortError('unavailable', PASSWORD_MISMATCH, { status: 500 });
    this.requireStrong(newPassword, 500);
    account.password = newPassword;
    const here = this.tokens.get(token);
    this.revokeWhere((grant) => grant.email === here?.email && grant.family !== here.family);
  }

  async customerExists(email: string): Promise<boolean> {
    this.check('customerExists');
    return this.accounts.has(email.toLowerCase());
  }

  async saveAddress(token: string, address: Address): Promise<Profile> {
    const account = this.authorized('saveAddress', token);
    account.profile = { ...account.profile, addresses: [...account.profile.addresses, { ...address, address_id: this.next() }] };
    return account.profile;
  }

  async deleteAddress(token: string, userId: Id, addressId: Id): Promise<Profile> {
    const account = this.authorized('deleteAddress', token);
    if (String(userId) !== String(account.profile.user_id)) throw new PortError('rejected', 'The address does not belong to this customer.', { status: 403 });
    const kept = account.profile.addresses.filter((a) => String(a.address_id) !== String(addressId));
    if (kept.length === account.profile.addresses.length)
      throw new PortError('not-found', `No such entity with addressId = ${String(addressId)}`, { status: 404 });
    account.profile = { ...account.profile, addresses: kept };
    return account.profile;
  }

  private check(method: Method): void {
    const failure = this.failures.get(method);
    if (failure !== undefined) throw failure;
  }

  private authorized(method: Method, token: string): Account {
    this.check(method);
    const account = this.accounts.get(this.tokens.get(token)?.email ?? '');
    if (account === undefined) throw unauthorized();
    return account;
  }

  private requireStrong(password: string, status: number): void {
    if (!checkNewPassword(password).ok)
      throw new PortError(status >= 500 ? 'unavailable' : 'rejected', 'The password does not meet the password rules.', { status });
  }

  private issue(email: string, family = `login-${this.next()}`): CustomerTokens {
    const token = `token-${this.next()}`;
    const refreshToken = `refresh-${this.next()}`;
    this.tokens.set(token, { email: email.toLowerCase(), family });
    this.refreshTokens.set(refreshToken, { email: email.toLowerCase(), family });
    return { token, refreshToken };
  }

  private revokeWhere(matches: (grant: Grant) => boolean): void {
    for (const table of [this.tokens, this.refreshTokens]) {
      for (const [key, grant] of table) if (matches(grant)) table.delete(key);
    }
  }

  /** The sign-in address changed: the account and its live tokens follow it. */
  private move(account: Account, email: string): void {
    const before = account.profile.email.toLowerCase();
    this.accounts.delete(before);
    this.accounts.set(email.toLowerCase(), account);
    for (const table of [this.tokens, this.refreshTokens]) {
      for (const [key, grant] of table) if (grant.email === before) table.set(key, { ...grant, email: email.toLowerCase() });
    }
  }

  private next(): number {
    this.sequence += 1;
    return this.sequence;
  }
}
