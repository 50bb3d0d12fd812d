import { describe, expect, it } from 'vitest';
import type { PostcodePort } from '../../application/ports/postcode-port';
import { isPortError } from '../../application/ports/port-error';

/** What every PostcodePort adapter does (cart spec §5 postcode lookup). */
export function postcodeContract(
  name: string,
  make: () => PostcodePort,
  known: () => { postcode: string; houseNumber: number; street: string; city: string },
): void {
  describe(`PostcodePort contract: ${name}`, () => {
    it('finds street and city of a postcode and house number', async () => {
      const { houseNumber, ...address } = known();
      expect(await make().lookUp(address.postcode, houseNumber)).toEqual(address);
    });

    it('an address it does not know is not-found', async () => {
      const error = await make()
        .lookUp('9999ZZ', 999)
        .catch((e: unknown) => e);
      expect(isPortError(error, 'not-found')).toBe(true);
    });

    it('a malformed postcode is rejected', async () => {
      const error = await make()
        .lookUp('ABC', 1)
        .catch((e: unknown) => e);
      expect(isPortError(error, 'rejected')).toBe(true);
    });
  });
}
