import type { Id } from '../catalog/types';
import type { Money } from '../shared/money';
import type { StoreCode } from '../store-view/store-view';

/** Address types (cart spec §3, §9); DELIVERY is the default. */
export type AddressType = 'DELIVERY' | 'SHIPPING';

/** A customer address (cart spec §3): street is [street line, apartment number plus optional affix]. */
export interface Address {
  readonly address_id?: Id;
  readonly street: readonly string[];
  readonly city: string;
  readonly postcode: string;
  readonly country_id: string;
  /** '0' or '1' as the platform sends it; default '0'. */
  readonly is_default: string;
  readonly address_type: AddressType;
  readonly firstname?: string;
  readonly lastname?: string;
  readonly telephone?: string;
  readonly company?: string;
  readonly vat_id?: string;
  readonly region?: string;
  readonly region_id?: Id;
  readonly region_code?: string;
}

/** The current profile (cart spec §3). */
export interface Profile {
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly user_id?: Id;
  readonly external_id?: string;
  readonly addresses: readonly Address[];
  readonly date_of_birth?: string;
  readonly mobile_number?: string;
}

/** Profile fields a customer may change (cart spec §3). */
export type ModifiableProfile = Pick<Profile, 'firstname' | 'lastname' | 'email' | 'addresses'>;

export interface OrderHistoryEntry {
  readonly increment_id: string;
  readonly created_at?: string;
  readonly status?: string;
  readonly grand_total?: Money;
}

/** A loyalty transaction (cart spec §3); its fields are not shown. */
export interface LoyaltyTransaction {
  readonly transaction_id: Id;
  readonly [field: string]: unknown;
}

/** The user state (cart spec §3). Times are epoch ms unless named in seconds. */
export interface User {
  readonly token?: string;
  readonly refreshToken?: string;
  readonly groupToken?: string;
  readonly groupId?: Id;
  readonly current?: Profile;
  readonly current_storecode?: StoreCode;
  readonly session_started?: number;
  readonly orders_history?: { readonly items: readonly OrderHistoryEntry[] };
  readonly local_data_loaded: boolean;
  /** Loyalty session expiry, epoch seconds from response meta.session_expires. */
  readonly sessionExpires?: number;
  readonly coupon?: string;
  readonly coupons: readonly string[];
  readonly discount?: string;
  readonly transactions: { readonly list: readonly LoyaltyTransaction[]; readonly current?: LoyaltyTransaction };
}
