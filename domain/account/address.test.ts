import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { defaultAddress, newlyAddedAddresses, streetLines, withAddressDefaults } from './address';
import { cleanLoyaltyProfile } from './loyalty-profile';
import type { Address } from './types';

const address = (id: number | string | undefined, extra: Partial<Address> = {}): Address =>
  withAddressDefaults({
    ...(id === undefined ? {} : { address_id: id }),
    street: ['Damrak 1', '2'],
    city: 'Amsterdam',
    postcode: '1012 AB',
    country_id: 'NL',
    ...extra,
  });

describe('cart §3/§5: addresses', () => {
  it('cart §3: "street (array: street line, then apartment number plus optional affix)"', () => {
    expect(streetLines('Damrak', '12', 'A')).toEqual(['Damrak', '12 A']);
    expect(streetLines(' Damrak ', '12')).toEqual(['Damrak', '12']);
    expect(streetLines('Damrak', '12', ' ')).toEqual(['Damrak', '12']);
    expect(streetLines('Damrak', '', 'bis')).toEqual(['Damrak', 'bis']);
  });

  it('cart §3: "is_default (default \'0\'), address_type (DELIVERY or SHIPPING, default DELIVERY)"', () => {
    expect(address(1)).toMatchObject({ is_default: '0', address_type: 'DELIVERY' });
    expect(address(1, { is_default: '1', address_type: 'SHIPPING' })).toMatchObject({ is_default: '1', address_type: 'SHIPPING' });
  });

  it('cart §5: "A newly added server address is detected by comparing address ids"', () => {
    const before = [address(1), address('2')];
    const added = address(3);
    expect(newlyAddedAddresses(before, [address('1'), address(2), added])).toEqual([added]);
    expect(newlyAddedAddresses(before, [...before, address(undefined)])).toEqual([]);
  });

  it('picks the default address of a type, else the first one', () => {
    const list = [address(1, { address_type: 'SHIPPING' }), address(2), address(3, { is_default: '1' })];
    expect(defaultAddress(list)?.address_id).toBe(3);
    expect(defaultAddress(list, 'SHIPPING')?.address_id).toBe(1);
    expect(defaultAddress([address(2)])?.address_id).toBe(2);
    expect(defaultAddress([])).toBeUndefined();
  });

  test.prop([fc.uniqueArray(fc.nat(50)), fc.uniqueArray(fc.nat(50))])('new addresses are exactly those whose id was not known', (beforeIds, afterIds) => {
    const found = newlyAddedAddresses(
      beforeIds.map((i) => address(i)),
      afterIds.map((i) => address(i)),
    ).map((a) => a.address_id);
    expect(found).toEqual(afterIds.filter((i) => !beforeIds.includes(i)));
  });

  test.prop([fc.string(), fc.string(), fc.option(fc.string(), { nil: undefined })])(
    'the street array always has two lines and keeps the apartment number first',
    (street, number, affix) => {
      const lines = streetLines(street, number, affix);
      expect(lines).toHaveLength(2);
      expect(lines[1].startsWith(number.trim())).toBe(true);
    },
  );
});

describe('cart §5: loyalty profile update', () => {
  it('cart §5: "when date_of_birth is present, empty customer fields are dropped; an empty mobile_number is set to \'-\'"', () => {
    expect(cleanLoyaltyProfile({ date_of_birth: '1990-01-01', firstname: 'An', lastname: '', city: null, mobile_number: '' })).toEqual({
      date_of_birth: '1990-01-01',
      firstname: 'An',
      mobile_number: '-',
    });
    expect(cleanLoyaltyProfile({ date_of_birth: '1990-01-01', mobile_number: '0612345678' })).toEqual({
      date_of_birth: '1990-01-01',
      mobile_number: '0612345678',
    });
    expect(cleanLoyaltyProfile({ date_of_birth: '1990-01-01' })).toEqual({ date_of_birth: '1990-01-01', mobile_number: '-' });
    const without = { firstname: '', mobile_number: '' };
    expect(cleanLoyaltyProfile(without)).toBe(without);
    expect(cleanLoyaltyProfile({ date_of_birth: '', lastname: '' })).toEqual({ date_of_birth: '', lastname: '' });
  });

  test.prop([fc.dictionary(fc.constantFrom('firstname', 'lastname', 'city', 'mobile_number'), fc.constantFrom('', 'x', null))])(
    'with a birth date no field is empty afterwards and mobile_number is always set',
    (fields) => {
      const cleaned = cleanLoyaltyProfile({ ...fields, date_of_birth: '2000-02-02' });
      for (const value of Object.values(cleaned)) expect(value === '' || value === null).toBe(false);
      expect(cleaned['mobile_number']).toBeDefined();
    },
  );
});
