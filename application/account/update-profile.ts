import { inject, injectable, optional } from 'inversify';
import { EndExpiredSession } from '../session/end-expired-session';
import { cleanLoyaltyProfile } from '../../domain/account/loyalty-profile';
import type { Profile } from '../../domain/account/types';
import type { Notice } from '../../domain/notifications/types';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoreCode } from '../../domain/store-view/store-view';
import { CustomerPort, type ProfileUpdate } from '../ports/customer-port';
import { isPortError } from '../ports/port-error';
import { type AccountFailure, errorNotice, portFailure, successNotice, expiredSession } from './account-failure';

export interface ProfileUpdated {
  readonly profile: Profile;
  readonly notice: Notice;
}

/** cleanLoyaltyProfile only drops empty fields and fills mobile_number, so what it returns is still a profile update. */
const cleaned = (profile: ProfileUpdate): ProfileUpdate => cleanLoyaltyProfile(profile) as ProfileUpdate;

/**
 * Sends the profile (cart spec §4, §7 `POST {ext}/me`) after the loyalty clean-up (cart spec §5). Code 500 shows
 * 'We could not update your account: ' and the server message; success 'Account data has successfully been
 * updated' (cart spec §8). Queuing the call while offline is the offline queue's business, not this one's.
 */
@injectable()
export class UpdateProfile {
  constructor(
    @inject(CustomerPort) private readonly customer: CustomerPort,
    @inject(EndExpiredSession) @optional() private readonly expiry?: EndExpiredSession,
  ) {}

  async execute(token: string, profile: ProfileUpdate, storeCode?: StoreCode): Promise<Result<ProfileUpdated, AccountFailure>> {
    const expired = await expiredSession(this.expiry);
    if (expired !== undefined) return err(expired);
    try {
      const updated = await this.customer.updateProfile(token, cleaned(profile), storeCode);
      return ok({ profile: updated, notice: successNotice('account-updated') });
    } catch (error) {
      if (isPortError(error) && error.details.status === 500) {
        return err({ kind: error.kind, notice: errorNotice('account-update-failed', { message: error.message }) });
      }
      return err(portFailure(error));
    }
  }
}
