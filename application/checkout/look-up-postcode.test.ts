import { describe, expect, it } from 'vitest';
import { PortError, type PortErrorKind } from '../ports/port-error';
import type { PostcodeAddress, PostcodePort } from '../ports/postcode-port';
import { LookUpPostcode } from './look-up-postcode';

/** A postcode service that knows Damrak 1 (with any addition) and remembers what it was asked. */
class Postcodes implements PostcodePort {
  readonly asked: { postcode: string; houseNumber: number; addition: string | undefined }[] = [];
  failure: Error | undefined;

  lookUp(postcode: string, houseNumber: number, addition?: string): Promise<PostcodeAddress> {
    this.asked.push({ postcode, houseNumber, addition });
    if (this.failure !== undefined) return Promise.reject(this.failure);
    if (postcode !== '1012LB' || houseNumber !== 1) return Promise.reject(new PortError('not-found', `No address found for ${postcode} ${houseNumber}`));
    return Promise.resolve({ postcode, street: 'Damrak', city: 'Amsterdam' });
  }
}

const damrak = { ok: true, value: { postcode: '1012LB', street: 'Damrak', city: 'Amsterdam' } };

function lookUp() {
  const postcodes = new Postcodes();
  return { postcodes, lookUp: new LookUpPostcode(postcodes) };
}

describe('LookUpPostcode (cart spec §5 "Postcode lookup is allowed only for country NL")', () => {
  it('fills street and city of a Dutch address, the postcode written compact and upper case', async () => {
    const { postcodes, lookUp: look } = lookUp();
    expect(await look.execute('NL', '1012 lb', '1')).toEqual(damrak);
    expect(await look.execute('nl', ' 1012\t lb ', ' 1 ')).toEqual(damrak);
    expect(postcodes.asked).toEqual([
      { postcode: '1012LB', houseNumber: 1, addition: undefined },
      { postcode: '1012LB', houseNumber: 1, addition: undefined },
    ]);
  });

  it('passes the house number addition on trimmed, and none when it is blank', async () => {
    const { postcodes, lookUp: look } = lookUp();
    await look.execute('NL', '1012LB', '1', ' bis ');
    await look.execute('NL', '1012LB', '1', '   ');
    await look.execute('NL', '1012LB', '1');
    expect(postcodes.asked.map((a) => a.addition)).toEqual(['bis', undefined, undefined]);
  });

  it.each([
    ['an address in another country', 'BE', '1012LB', '1'],
    ['an incomplete postcode', 'NL', '1012', '1'],
    ['a postcode with one letter', 'NL', '1012L', '1'],
    ['a postcode with a third letter', 'NL', '1012LBX', '1'],
    ['a postcode with five digits', 'NL', '10123LB', '1'],
    ['a postcode with a letter before the digits', 'NL', 'X1012LB', '1'],
    ['a postcode starting with 0', 'NL', '0123LB', '1'],
    ['a postcode with a letter among the digits', 'NL', '1O12LB', '1'],
    ['a postcode with digits for letters', 'NL', '101234', '1'],
    ['no house number', 'NL', '1012LB', ''],
    ['house number 0', 'NL', '1012LB', '0'],
    ['a negative house number', 'NL', '1012LB', '-1'],
    ['a house number with a fraction', 'NL', '1012LB', '1.5'],
    ['a house number that is not a number', 'NL', '1012LB', 'een'],
  ])('does not look up %s', async (_name, country, postcode, houseNumber) => {
    const { postcodes, lookUp: look } = lookUp();
    expect(await look.execute(country, postcode, houseNumber)).toEqual({ ok: false, error: 'not-applicable' });
    expect(postcodes.asked).toEqual([]);
  });

  it.each<[PortErrorKind, string]>([
    ['not-found', 'not-found'],
    ['rejected', 'not-found'],
    ['invalid-response', 'not-found'],
    ['unavailable', 'unavailable'],
  ])('a lookup failing with %s answers %s', async (kind, answer) => {
    const { postcodes, lookUp: look } = lookUp();
    postcodes.failure = new PortError(kind, 'lookup failed');
    expect(await look.execute('NL', '1012LB', '1')).toEqual({ ok: false, error: answer });
  });

  it('an address the service does not know is not-found', async () => {
    expect(await lookUp().lookUp.execute('NL', '9999ZZ', '9')).toEqual({ ok: false, error: 'not-found' });
  });

  it('a programming error in the lookup is not passed off as an unknown address', async () => {
    const { postcodes, lookUp: look } = lookUp();
    postcodes.failure = new TypeError('boom');
    await expect(look.execute('NL', '1012LB', '1')).rejects.toThrow(TypeError);
  });
});
