import { inject, injectable, optional } from 'inversify';
import { EndExpiredSession } from '../session/end-expired-session';
import type { Profile } from '../../domain/account/types';
import type { Id } from '../../domain/catalog/product-types';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoreCode } from '../../domain/store-view/store-view';
import { CustomerPort } from '../ports/customer-port';
import { AuthSession } from '../session/auth-session';
import { type AccountFailure, portFailure, expiredSession } from './account-failure';

/** Removes an address of the account (cart spec §7: the delete call with user_id and address_id). */
@injectable()
export class DeleteAddress {
  constructor(
    @inject(CustomerPort) private readonly customer: CustomerPort,
    @inject(EndExpiredSession) @optional() private readonly expiry?: EndExpiredSession,
    /** The signed-in session keeps the answered profile (header, checkout's saved addresses). */
    @inject(AuthSession) @optional() private readonly auth?: AuthSession,
  ) {}

  async execute(token: string, current: Profile, addressId: Id, storeCode?: StoreCode): Promise<Result<Profile, AccountFailure>> {
    const expired = await expiredSession(this.expiry);
    if (expired !== undefined) return err(expired);
    if (current.user_id === undefined) throw new Error('DeleteAddress needs the profile of a logged-in customer (user_id)');
    try {
      const profile = await this.customer.deleteAddress(token, current.user_id, addressId, storeCode);
      if (this.auth?.current.token !== undefined) await this.auth.set({ profile });
      return ok(profile);
    } catch (error) {
      return err(portFailure(error));
    }
  }
}
