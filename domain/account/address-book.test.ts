import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { addressFromForm, defaultFirst, formFromAddress, makeDefault, replaceAddress, type AddressForm } from './address-book';
import { withAddressDefaults } from './address';
import type { Address } from './types';

const form: AddressForm = {
  firstname: 'Anna',
  lastname: 'de Vries',
  streetAddress: 'Damrak',
  apartmentNumber: '12',
  affix: 'B',
  postcode: '1012 ab',
  city: 'Amsterdam',
  countryId: 'nl',
  telephone: '',
  addressType: 'DELIVERY',
  isDefault: false,
};
const saved = (id: number, extra: Partial<Address> = {}): Address =>
  withAddressDefaults({ address_id: id, street: ['Damrak', String(id)], city: 'Amsterdam', postcode: '1012 AB', country_id: 'NL', ...extra });

describe('cart §3/§5: the account addresses modal', () => {
  it('cart §3: "street (array: street line, then apartment number plus optional affix)", is_default \'0\' unless chosen, DELIVERY by default', () => {
    expect(addressFromForm(form)).toEqual({
      ok: true,
      value: {
        firstname: 'Anna',
        lastname: 'de Vries',
        street: ['Damrak', '12 B'],
        postcode: '1012 AB',
        city: 'Amsterdam',
        country_id: 'NL',
        is_default: '0',
        address_type: 'DELIVERY',
      },
    });
    const chosen = addressFromForm({ ...form, affix: '', isDefault: true, addressType: 'SHIPPING', telephone: '0612345678' });
    expect(chosen.ok && chosen.value).toMatchObject({ street: ['Damrak', '12'], is_default: '1', address_type: 'SHIPPING', telephone: '0612345678' });
  });

  it("cart §5: names at least 3 letters (or the store view's minimum), postcode at least 3, a valid phone, fields required", () => {
    expect(addressFromForm({ ...form, firstname: 'Jo', postcode: '12', city: ' ', telephone: '06-abc' })).toEqual({
      ok: false,
      error: { firstname: 'name-too-short', postcode: 'postcode-too-short', city: 'field-required', telephone: 'invalid-phone' },
    });
    expect(addressFromForm({ ...form, firstname: 'Jo' }, 2).ok).toBe(true);
    expect(addressFromForm({ ...form, apartmentNumber: '' })).toEqual({ ok: false, error: { apartmentNumber: 'field-required' } });
  });

  it('a saved address opens in the form as it was entered', () => {
    const result = addressFromForm(form);
    expect(result.ok && formFromAddress({ ...result.value, address_id: 1 })).toEqual({ ...form, postcode: '1012 AB', countryId: 'NL' });
  });

  it('one default per type: choosing one clears the others of its type only', () => {
    const list = [saved(1, { is_default: '1' }), saved(2), saved(3, { address_type: 'SHIPPING', is_default: '1' })];
    expect(makeDefault(list, 2).map((a) => a.is_default)).toEqual(['0', '1', '1']);
    expect(makeDefault(list, 99)).toBe(list);
    expect(replaceAddress(list, { ...saved(2), city: 'Utrecht', is_default: '1' }).map((a) => [a.city, a.is_default])).toEqual([
      ['Amsterdam', '0'],
      ['Utrecht', '1'],
      ['Amsterdam', '1'],
    ]);
    expect(defaultFirst(makeDefault(list, 2)).map((a) => a.address_id)).toEqual([2, 3, 1]);
  });

  const book = fc
    .uniqueArray(fc.nat(30), { minLength: 1, maxLength: 8 })
    .chain((ids) =>
      fc.tuple(
        fc.constant(ids),
        fc.array(fc.boolean(), { minLength: ids.length, maxLength: ids.length }),
        fc.array(fc.constantFrom('DELIVERY' as const, 'SHIPPING' as const), { minLength: ids.length, maxLength: ids.length }),
        fc.constantFrom(...ids),
      ),
    );

  test.prop([book])('after makeDefault the chosen address is the only default of its type and nothing is lost', ([ids, defaults, types, chosen]) => {
    const list = ids.map((id, i) => saved(id, { is_default: defaults[i] ? '1' : '0', address_type: types[i]! }));
    const after = makeDefault(list, chosen);
    const type = list.find((a) => a.address_id === chosen)!.address_type;
    expect(after.filter((a) => a.address_type === type && a.is_default === '1').map((a) => a.address_id)).toEqual([chosen]);
    expect(after.map((a) => a.address_id)).toEqual(ids);
    expect(after.filter((a) => a.address_type !== type)).toEqual(list.filter((a) => a.address_type !== type));
  });

  test.prop([book])('defaultFirst keeps every address and puts the defaults before the others', ([ids, defaults]) => {
    const list = ids.map((id, i) => saved(id, { is_default: defaults[i] ? '1' : '0' }));
    const sorted = defaultFirst(list);
    expect([...sorted.map((a) => a.address_id)].sort()).toEqual([...ids].sort());
    const firstOther = sorted.findIndex((a) => a.is_default !== '1');
    if (firstOther >= 0) expect(sorted.slice(firstOther).every((a) => a.is_default !== '1')).toBe(true);
  });

  test.prop([fc.stringMatching(/^[A-Za-z]{3,12}$/), fc.stringMatching(/^[1-9][0-9]{0,3}$/), fc.stringMatching(/^[a-z]{0,3}$/)])(
    'the street array always holds the street line, then the number with its affix',
    (street, number, affix) => {
      const result = addressFromForm({ ...form, streetAddress: street, apartmentNumber: number, affix });
      expect(result.ok && result.value.street).toEqual([street, affix === '' ? number : `${number} ${affix}`]);
    },
  );
});
