import type { Address, Profile } from '../../domain/account/types';
import type { Id } from '../../domain/catalog/product-types';
import type { OrderSummary } from '../../domain/orders/types';
import type { StoreCode } from '../../domain/store-view/store-view';

export const CustomerPort = Symbol.for('CustomerPort');

/** A customer token and its refresh token (cart spec §4 login); the loyalty session expiry when the server sends one. */
export interface CustomerTokens {
  readonly token: string;
  /** Absent when the storefront server keeps it out of the page's reach (an HttpOnly cookie: docs/sessions.md). */
  readonly refreshToken?: string;
  /** Epoch seconds from meta.session_expires (cart spec §4 "Loyalty session"). */
  readonly sessionExpires?: number;
}

/** The logged-in customer (cart spec §3 User): the profile, the price-tier group, the loyalty session expiry. */
export interface CustomerAccount {
  readonly profile: Profile;
  readonly groupToken?: string;
  readonly groupId?: Id;
  /** Epoch seconds from meta.session_expires. */
  readonly sessionExpires?: number;
}

/** A profile as it is sent for an update: the loyalty clean-up may drop empty fields (cart spec §5). */
export type ProfileUpdate = Partial<Profile> & Pick<Profile, 'email'>;

/** The login to end; an adapter whose server holds the refresh token needs neither. */
export interface SessionToRevoke {
  readonly token?: string;
  readonly refreshToken?: string;
}

/** Fields of a new account (cart spec §7 create). */
export interface NewCustomer {
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
}

/** A call to send later through the offline queue; `url` holds the `{{token}}` placeholder (cart spec §7 "Queued generic call"). */
export interface QueuedRequest {
  readonly url: string;
  readonly method: 'POST' | 'DELETE';
  readonly body?: unknown;
}

/** One page of the order history, newest first (cart spec §7, §9: 20 a page, first page 1). */
export interface OrderHistoryPage {
  readonly items: readonly OrderSummary[];
  readonly total: number;
}

/**
 * Customer accounts of the commerce platform (cart spec §7 "Customer"). Every call may name the store view
 * (default the Dutch one). A missing, unknown or expired token throws PortError('not-authorized'); a refusal
 * carries the server's message in PortError.message (kind 'rejected', 'not-found', or 'unavailable' for 5xx).
 */
export interface CustomerPort {
  login(email: string, password: string, storeCode?: StoreCode): Promise<CustomerTokens>;
  /**
   * New tokens for a refresh token; the old refresh token is spent (rotation), and spending it again revokes the
   * whole login. Undefined when the server holds the refresh token itself.
   */
  refresh(refreshToken: string | undefined, storeCode?: StoreCode): Promise<CustomerTokens>;
  /** Logout on the server: the login's access and refresh tokens stop working; a login already ended is no error. */
  revoke(session: SessionToRevoke, storeCode?: StoreCode): Promise<void>;
  me(token: string, storeCode?: StoreCode): Promise<CustomerAccount>;
  /**
   * Sends the profile (addresses included) and answers the updated profile. A new e-mail address needs the current
   * password (refused as 'rejected' with the server's text without it).
   */
  updateProfile(token: string, profile: ProfileUpdate, storeCode?: StoreCode, currentPassword?: string): Promise<Profile>;
  /** The profile update as a queued call, for when the shop is offline (cart spec §7 "profile update, queued"). */
  profileUpdateRequest(profile: ProfileUpdate, storeCode?: StoreCode): QueuedRequest;
  orderHistory(token: string, pageSize?: number, currentPage?: number, storeCode?: StoreCode): Promise<OrderHistoryPage>;
  register(customer: NewCustomer, password: string, storeCode?: StoreCode): Promise<Profile>;
  /** Starts a password reset; the reset token goes to the customer by mail. */
  resetPassword(email: string, storeCode?: StoreCode): Promise<void>;
  /** Sets a password with a mailed reset token (single use, one hour); the server ends every login of the customer. */
  createPassword(email: string, newPassword: string, resetToken: string, storeCode?: StoreCode): Promise<void>;
  /** Changes the password; the server ends every other login of the customer, this one goes on. */
  changePassword(token: string, currentPassword: string, newPassword: string, storeCode?: StoreCode): Promise<void>;
  customerExists(email: string, storeCode?: StoreCode): Promise<boolean>;
  /** Adds an address; answers the profile with it (the new one has a new address_id). */
  saveAddress(token: string, address: Address, storeCode?: StoreCode): Promise<Profile>;
  /** Removes an address; answers the profile without it. */
  deleteAddress(token: string, userId: Id, addressId: Id, storeCode?: StoreCode): Promise<Profile>;
}
