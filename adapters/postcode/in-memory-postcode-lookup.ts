import { injectable } from 'inversify';
import type { PostcodeAddress, PostcodePort } from '../../application/ports/postcode-port';
import { PortError } from '../../application/ports/port-error';

/** The postcode lookup in memory over a few Amsterdam addresses. */
@injectable()
export class InMemoryPostcodeLookup implements PostcodePort {
  constructor(
    private readonly addresses: readonly (PostcodeAddress & { readonly houseNumber: number })[] = [
      { postcode: '1012LB', houseNumber: 1, street: 'Damrak', city: 'Amsterdam' },
    ],
  ) {}

  lookUp(postcode: string, houseNumber: number): Promise<PostcodeAddress> {
    if (!/^[1-9]\d{3}[A-Z]{2}$/.test(postcode)) return Promise.reject(new PortError('rejected', 'A valid postcode (1234AB) and house number are required'));
    const found = this.addresses.find((a) => a.postcode === postcode && a.houseNumber === houseNumber);
    if (found === undefined) return Promise.reject(new PortError('not-found', `No address found for ${postcode} ${houseNumber}`));
    return Promise.resolve({ postcode: found.postcode, street: found.street, city: found.city });
  }
}
