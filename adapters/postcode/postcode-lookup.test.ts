import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LookUpPostcode } from '../../application/checkout/look-up-postcode';
import { postcodeContract } from '../../testing/contracts/postcode.contract';
import { startNodeMock, type NodeMock } from '../../mock-backend/node';
import { mockApiConfig } from '../../testing/mock-api-config';
import { HttpPostcodeLookup } from './http-postcode-lookup';
import { InMemoryPostcodeLookup } from './in-memory-postcode-lookup';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterAll(() => mock.close());

postcodeContract(
  'HttpPostcodeLookup over the mock backend',
  () => new HttpPostcodeLookup(mockApiConfig()),
  () => {
    const [entry] = mock.ctx.fixtures.postcodes;
    if (entry === undefined) throw new Error('The fixtures have no postcodes');
    return { postcode: entry.postcode, houseNumber: entry.house_number, street: entry.street, city: entry.city };
  },
);
postcodeContract(
  'InMemoryPostcodeLookup',
  () => new InMemoryPostcodeLookup(),
  () => ({ postcode: '1012LB', houseNumber: 1, street: 'Damrak', city: 'Amsterdam' }),
);

describe('LookUpPostcode', () => {
  const lookUp = new LookUpPostcode(new InMemoryPostcodeLookup());

  it('looks up NL addresses, with spaces and lower case in the postcode', async () => {
    expect(await lookUp.execute('NL', '1012 lb', ' 1 ')).toEqual({ ok: true, value: { postcode: '1012LB', street: 'Damrak', city: 'Amsterdam' } });
  });

  it.each([
    ['another country', 'DE', '1012LB', '1'],
    ['an incomplete postcode', 'NL', '1012', '1'],
    ['no house number', 'NL', '1012LB', ''],
  ])('does not look up %s', async (_name, country, postcode, number) => {
    expect(await lookUp.execute(country, postcode, number)).toEqual({ ok: false, error: 'not-applicable' });
  });

  it('an unknown address is not-found', async () => {
    expect(await lookUp.execute('NL', '9999ZZ', '9')).toEqual({ ok: false, error: 'not-found' });
  });
});
