import type { Id } from '../catalog/types';
import type { Money } from '../shared/money';

/** Personal details of the checkout (cart spec §3). */
export interface PersonalDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly emailAddress: string;
  readonly password: string;
  readonly createAccount: boolean;
}

/** Address fields shared by shipping and payment details (cart spec §3). */
export interface AddressDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly country: string;
  readonly streetAddress: string;
  readonly apartmentNumber: string;
  readonly city: string;
  readonly state: string;
  readonly region_id: Id;
  readonly zipCode: string;
  readonly phoneNumber: string;
  readonly region_code?: string;
  /** House-number addition, appended to the street lines at order placement. */
  readonly affix?: string;
}

export interface ShippingDetails extends AddressDetails {
  readonly shippingMethod: string;
}

export interface PaymentDetails extends AddressDetails {
  readonly company: string;
  readonly taxId: string;
  readonly paymentMethod: string;
  readonly paymentMethodAdditional: Readonly<Record<string, unknown>>;
}

/** A shipping method (cart spec §3). */
export interface ShippingMethod {
  readonly method_code: string;
  readonly carrier_code: string;
  readonly method_title: string;
  readonly price_incl_tax: Money;
  readonly default: boolean;
  readonly offline: boolean;
  readonly is_server_method: boolean;
  readonly available?: boolean;
}

/** A payment method (cart spec §3). */
export interface PaymentMethod {
  readonly code: string;
  readonly title: string;
  readonly cost_incl_tax: Money;
  readonly default: boolean;
  readonly is_server_method: boolean;
}

/** The address sent to ask for shipping methods (cart spec §3). */
export interface ShippingAddressQuery {
  readonly region: string;
  readonly region_id: Id;
  readonly country_id: string;
  readonly street: readonly string[];
  readonly postcode: string;
  readonly city: string;
  readonly region_code: string;
}

/** The checkout state (cart spec §3). `modifiedAt` is epoch ms. */
export interface CheckoutState {
  readonly order: Readonly<Record<string, unknown>>;
  readonly paymentMethods: readonly PaymentMethod[];
  readonly shippingMethods: readonly ShippingMethod[];
  readonly personalDetails: PersonalDetails;
  readonly shippingDetails: ShippingDetails;
  readonly paymentDetails: PaymentDetails;
  readonly isThankYouPage: boolean;
  readonly modifiedAt: number;
}
