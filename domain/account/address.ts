import type { Address, AddressType } from './types';

/** Street array of an address: the street line, then the apartment number plus the optional affix (cart spec §3). */
export function streetLines(streetAddress: string, apartmentNumber: string, affix?: string): readonly [string, string] {
  const extra = affix?.trim() ?? '';
  const number = apartmentNumber.trim();
  return [streetAddress.trim(), extra === '' ? number : number === '' ? extra : `${number} ${extra}`];
}

export type AddressInput = Omit<Address, 'is_default' | 'address_type'> & { readonly is_default?: string; readonly address_type?: AddressType };

/** An address with the defaults of cart spec §3: is_default '0', address_type DELIVERY. */
export function withAddressDefaults(input: AddressInput): Address {
  return { ...input, is_default: input.is_default ?? '0', address_type: input.address_type ?? 'DELIVERY' };
}

/** A newly added server address is detected by comparing address ids (cart spec §5). */
export function newlyAddedAddresses(before: readonly Address[], after: readonly Address[]): readonly Address[] {
  const known = new Set(before.map((a) => String(a.address_id)));
  return after.filter((a) => a.address_id !== undefined && !known.has(String(a.address_id)));
}

/** The customer's default address of a type, else the first of that type. */
export function defaultAddress(addresses: readonly Address[], type: AddressType = 'DELIVERY'): Address | undefined {
  const ofType = addresses.filter((a) => a.address_type === type);
  return ofType.find((a) => a.is_default === '1') ?? ofType[0];
}
