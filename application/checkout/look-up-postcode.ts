import { inject, injectable } from 'inversify';
import { canLookUpPostcode } from '../../domain/account/form-fields';
import { err, ok, type Result } from '../../domain/shared/result';
import { isPortError } from '../ports/port-error';
import { PostcodePort, type PostcodeAddress } from '../ports/postcode-port';

export type PostcodeLookupFailure = 'not-applicable' | 'not-found' | 'unavailable';

/** Fills street and city from postcode and house number, for NL addresses only (cart spec §5). */
@injectable()
export class LookUpPostcode {
  constructor(@inject(PostcodePort) private readonly postcodes: PostcodePort) {}

  async execute(country: string, postcode: string, houseNumber: string, addition = ''): Promise<Result<PostcodeAddress, PostcodeLookupFailure>> {
    const compact = postcode.replace(/\s+/g, '').toUpperCase();
    // Stryker disable next-line MethodExpression: Number() ignores surrounding whitespace
    const number = Number(houseNumber.trim());
    if (!canLookUpPostcode(country) || !/^[1-9]\d{3}[A-Z]{2}$/.test(compact) || !Number.isInteger(number) || number <= 0) return err('not-applicable');
    try {
      return ok(await this.postcodes.lookUp(compact, number, addition.trim() === '' ? undefined : addition.trim()));
    } catch (error) {
      if (!isPortError(error)) throw error;
      return err(error.kind === 'unavailable' ? 'unavailable' : 'not-found');
    }
  }
}
