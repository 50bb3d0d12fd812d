import type { Address, Profile } from '../../domain/account/types';
import type { OrderedLine, OrderSummary, OrderTotals } from '../../domain/orders/types';
import { fromMajor } from '../../domain/shared/money';
import type { ProfileUpdate } from '../../application/ports/customer-port';
import type { AddressWire, CustomerWire, OrderAddressWire, OrderHistoryWire } from './magento-customer-wire';

const optional = <K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } =>
  (value === null || value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

/** A server address as the domain holds it: is_default '0'/'1', address_type DELIVERY unless SHIPPING (cart spec §3). */
export function toAddress(wire: AddressWire): Address {
  const region = typeof wire.region === 'object' && wire.region !== null ? wire.region : undefined;
  const isDefault = wire.is_default === '1' || wire.is_default === 1 || wire.is_default === true;
  return {
    ...optional('address_id', wire.address_id ?? wire.id),
    street: wire.street,
    city: wire.city,
    postcode: wire.postcode,
    country_id: wire.country_id,
    is_default: isDefault ? '1' : '0',
    address_type: wire.address_type === 'SHIPPING' ? 'SHIPPING' : 'DELIVERY',
    ...optional('firstname', wire.firstname),
    ...optional('lastname', wire.lastname),
    ...optional('telephone', wire.telephone),
    ...optional('company', wire.company),
    ...optional('vat_id', wire.vat_id),
    ...optional('region', typeof wire.region === 'string' ? wire.region : region?.region),
    ...optional('region_id', wire.region_id ?? region?.region_id),
    ...optional('region_code', region?.region_code),
  };
}

export function toProfile(wire: CustomerWire): Profile {
  return {
    email: wire.email,
    firstname: wire.firstname,
    lastname: wire.lastname,
    ...optional('user_id', wire.id),
    ...optional('external_id', wire.external_id),
    ...optional('date_of_birth', wire.date_of_birth),
    ...optional('mobile_number', wire.mobile_number),
    addresses: (wire.addresses ?? []).map(toAddress),
  };
}

/** The address body of `address` and `me`: the platform's field names, the address id as `id` too. */
export function fromAddress(address: Address): Record<string, unknown> {
  const { address_id: addressId, ...fields } = address;
  return addressId === undefined ? { ...fields } : { ...fields, id: addressId, address_id: addressId };
}

/** The `customer` body of a profile update. */
export function fromProfile(profile: ProfileUpdate): Record<string, unknown> {
  const { user_id: userId, addresses, ...fields } = profile;
  return {
    ...fields,
    ...optional('id', userId),
    ...(addresses === undefined ? {} : { addresses: addresses.map(fromAddress) }),
  };
}

/** Magento's 'YYYY-MM-DD HH:mm:ss' is UTC. */
export function magentoTime(value: string): number {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`Not a date: ${value}`);
  return ms;
}

function toOrderAddress(wire: OrderAddressWire | undefined, type: Address['address_type']): Address | undefined {
  if (wire === undefined) return undefined;
  return toAddress({ ...wire, address_type: type });
}

type OrderWire = OrderHistoryWire['items'][number];

/** The ordered lines: Magento's top-level items (a configurable's child row only names the variant). */
function toOrderedLines(items: NonNullable<OrderWire['items']>): readonly OrderedLine[] {
  return items
    .filter((item) => item.parent_item_id === undefined || item.parent_item_id === null)
    .map((item) => ({
      sku: item.sku,
      name: item.name,
      qty: item.qty_ordered,
      price: fromMajor(item.price_incl_tax ?? 0),
      rowTotal: fromMajor(item.row_total_incl_tax ?? (item.price_incl_tax ?? 0) * item.qty_ordered),
    }));
}

function toOrderTotals(wire: OrderWire): OrderTotals | undefined {
  if (wire.subtotal_incl_tax === undefined) return undefined;
  return {
    subtotal: fromMajor(wire.subtotal_incl_tax),
    shipping: fromMajor(wire.shipping_incl_tax ?? 0),
    discount: fromMajor(wire.discount_amount ?? 0),
    tax: fromMajor(wire.tax_amount ?? 0),
  };
}

export function toOrderSummary(wire: OrderWire): OrderSummary {
  const shipping = wire.extension_attributes?.shipping_assignments?.[0]?.shipping.address;
  return {
    increment_id: wire.increment_id,
    created_at: magentoTime(wire.created_at),
    status: wire.status,
    grand_total: fromMajor(wire.grand_total),
    ...optional('shipping_address', toOrderAddress(shipping, 'SHIPPING')),
    ...optional('billing_address', toOrderAddress(wire.billing_address, 'DELIVERY')),
    ...optional('customer_id', wire.customer_id === null || wire.customer_id === undefined ? undefined : String(wire.customer_id)),
    ...optional('lines', wire.items === undefined ? undefined : toOrderedLines(wire.items)),
    ...optional('totals', toOrderTotals(wire)),
    ...optional('shipping_description', wire.shipping_description === '' ? undefined : wire.shipping_description),
  };
}
