import type { CustomerDoc, OrderDoc, StoreCode } from '../../fixtures/types';

export const STATE_VERSION = 1;

/** Magento CartItem as `cart/pull` and `cart/update` answer it. */
export interface CartItemRecord {
  item_id: number;
  sku: string;
  qty: number;
  name: string;
  price: number;
  product_type: string;
  quote_id: string;
  product_option?: unknown;
  /** Parent sku when the item is a configurable child (not on the wire). */
  parent_sku?: string;
}

export interface CartAddress {
  firstname?: string;
  lastname?: string;
  street?: string[];
  city?: string;
  postcode?: string;
  country_id?: string;
  region?: string;
  region_id?: number;
  region_code?: string;
  telephone?: string;
  email?: string;
  company?: string;
  vat_id?: string;
}

export interface CartRecord {
  /** A number (as a string) for a customer cart, 32 characters for a guest cart. */
  id: string;
  customerId?: number;
  store: StoreCode;
  items: CartItemRecord[];
  coupon?: string;
  /** Loyalty discount codes applied through the extension. */
  discounts: string[];
  shippingAddress?: CartAddress;
  billingAddress?: CartAddress;
  shippingMethod?: { carrier_code: string; method_code: string };
  paymentMethod?: string;
  active: boolean;
  createdAt: string;
}

export interface CustomerRecord {
  customer: CustomerDoc;
  /**
   * Salted PBKDF2 hash (state/passwords.ts), never the password. Absent while a seeded customer still has the fixture
   * set's demo password.
   */
  passwordHash?: string;
  contactId: string;
  favstore?: string;
  favbrand?: string;
}

export interface TokenRecord {
  customerId: number;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** The login this token descends from: logout, a reused refresh token or a password change revoke it whole. */
  family?: string;
}

/** A refresh token; a spent one is kept until it expires so that its reuse can be told from an unknown token. */
export interface RefreshTokenRecord extends TokenRecord {
  /** When it was exchanged (epoch ms), and for which refresh token: a second exchange is a reuse. */
  rotatedAt?: number;
  successor?: string;
}

export interface ContactRecord {
  contactId: string;
  /** The customer's external_id (customKey of the lookup call), or the email for newsletter-only contacts. */
  customKey: string;
  email: string;
  firstname?: string;
  lastname?: string;
  favstore?: string;
  favbrand?: string;
  [field: string]: unknown;
}

export interface PaymentSession {
  id: string;
  cartId: string;
  orderNumber?: string;
  amount: { value: number; currency: string };
  returnUrl: string;
  /** Adyen-like result codes. */
  status: 'Pending' | 'ChallengeShopper' | 'Authorised' | 'Refused' | 'Cancelled' | 'Error';
  paymentMethod: string;
  pspReference: string;
  createdAt: string;
  threeDS: boolean;
}

export interface MockState {
  version: typeof STATE_VERSION;
  /** Which fixture set the state was seeded from; a persisted state of another set is dropped. */
  fixtureKey: string;
  /** State of the seeded random sequence used for tokens and masked ids. */
  rng: number;
  seq: { quote: number; item: number; customer: number; address: number; order: number; contact: number };
  carts: Record<string, CartRecord>;
  /** By customer id. */
  customers: Record<string, CustomerRecord>;
  tokens: Record<string, TokenRecord>;
  refreshTokens: Record<string, RefreshTokenRecord>;
  /** Password-reset tokens by email. */
  resetTokens: Record<string, string>;
  /** When each reset token stops working (epoch ms, by email); a token without an entry here is expired. */
  resetTokenExpiresAt?: Record<string, number>;
  /** The refresh token the session routes keep where no storefront server runs (handlers/commerce/session-endpoint.ts). */
  sessionJar?: string;
  orders: OrderDoc[];
  /** Quantity sold per sku since the seed; the salable quantity is the fixture qty minus this. */
  stockSold: Record<string, number>;
  /** Newsletter status by lower-cased email. */
  newsletter: Record<string, { subscribed: boolean; contactId: string }>;
  contacts: Record<string, ContactRecord>;
  /** Loyalty session expiry (epoch ms) by customer id. */
  loyaltySessions: Record<string, number>;
  payments: Record<string, PaymentSession>;
  reviews: Record<string, unknown>[];
  mails: Record<string, unknown>[];
}
