import { inject, injectable, optional } from 'inversify';
import { EndExpiredSession } from '../session/end-expired-session';
import { type AddressInput, newlyAddedAddresses, withAddressDefaults } from '../../domain/account/address';
import type { Address, Profile } from '../../domain/account/types';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoreCode } from '../../domain/store-view/store-view';
import { CustomerPort } from '../ports/customer-port';
import { AuthSession } from '../session/auth-session';
import { type AccountFailure, portFailure, expiredSession } from './account-failure';

export interface AddressSaved {
  readonly profile: Profile;
  /** The address the server added, found by comparing address ids (cart spec §5). */
  readonly added?: Address;
}

/** Adds an address to the account (cart spec §7 `address`), with the defaults of cart spec §3. */
@injectable()
export class SaveAddress {
  constructor(
    @inject(CustomerPort) private readonly customer: CustomerPort,
    @inject(EndExpiredSession) @optional() private readonly expiry?: EndExpiredSession,
    /** The signed-in session keeps the answered profile (header, checkout's saved addresses). */
    @inject(AuthSession) @optional() private readonly auth?: AuthSession,
  ) {}

  async execute(token: string, current: Profile, address: AddressInput, storeCode?: StoreCode): Promise<Result<AddressSaved, AccountFailure>> {
    const expired = await expiredSession(this.expiry);
    if (expired !== undefined) return err(expired);
    try {
      const profile = await this.customer.saveAddress(token, withAddressDefaults(address), storeCode);
      const [added] = newlyAddedAddresses(current.addresses, profile.addresses);
      if (this.auth?.current.token !== undefined) await this.auth.set({ profile });
      return ok({ profile, ...(added === undefined ? {} : { added }) });
    } catch (error) {
      return err(portFailure(error));
    }
  }
}
