import { inject, injectable, optional } from 'inversify';
import { EndExpiredSession } from '../session/end-expired-session';
import { cleanLoyaltyProfile } from '../../domain/account/loyalty-profile';
import type { Profile } from '../../domain/account/types';
import type { Notice } from '../../domain/notifications/types';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoreCode } from '../../domain/store-view/store-view';
import { SyncTaskQueue } from '../offline/sync-task-queue';
import { ConnectivityPort } from '../ports/connectivity-port';
import { CustomerPort, type ProfileUpdate } from '../ports/customer-port';
import { isPortError, isUnreachable } from '../ports/port-error';
import { AuthSession } from '../session/auth-session';
import { type AccountFailure, errorNotice, portFailure, successNotice, expiredSession } from './account-failure';

export interface ProfileUpdated {
  readonly profile: Profile;
  readonly notice: Notice;
  /** Offline: the update waits in the offline queue and goes out when the connection returns. */
  readonly queued?: boolean;
}

/** The event the offline queue emits once a queued profile update reached the server. */
export const PROFILE_UPDATED_EVENT = 'profile-updated';

/** cleanLoyaltyProfile only drops empty fields and fills mobile_number, so what it returns is still a profile update. */
const cleaned = (profile: ProfileUpdate): ProfileUpdate => cleanLoyaltyProfile(profile) as ProfileUpdate;

/**
 * Sends the profile (cart spec §4, §7 `POST {ext}/me`) after the loyalty clean-up (cart spec §5). Code 500 (and any
 * other failure but a refused token) shows 'We could not update your account: ' and the server message; success 'Account data has successfully been
 * updated' (cart spec §8). Offline the update is queued like every user task (cart spec §4, §7 "profile update,
 * queued"): the device keeps the new profile at once and the queue sends it when the connection returns. The
 * signed-in session keeps the answered profile, so the header and checkout show the change. A new e-mail address
 * goes with the current password, and never through the queue.
 */
@injectable()
export class UpdateProfile {
  constructor(
    @inject(CustomerPort) private readonly customer: CustomerPort,
    @inject(EndExpiredSession) @optional() private readonly expiry?: EndExpiredSession,
    @inject(AuthSession) @optional() private readonly auth?: AuthSession,
    @inject(ConnectivityPort) @optional() private readonly connectivity?: ConnectivityPort,
    @inject(SyncTaskQueue) @optional() private readonly queue?: SyncTaskQueue,
  ) {}

  /** `currentPassword` confirms a new e-mail address (the server refuses the change without it). */
  async execute(token: string, profile: ProfileUpdate, storeCode?: StoreCode, currentPassword?: string): Promise<Result<ProfileUpdated, AccountFailure>> {
    const expired = await expiredSession(this.expiry);
    if (expired !== undefined) return err(expired);
    const update = cleaned(profile);
    if (this.connectivity?.isOnline() === false && this.queue !== undefined) {
      // The password would wait in the device's queue: an e-mail change is made online only.
      if (currentPassword !== undefined) return err({ kind: 'unavailable', notice: errorNotice('service-unreachable') });
      return this.enqueue(update, storeCode);
    }
    try {
      const updated = await this.customer.updateProfile(token, update, storeCode, currentPassword);
      await this.keep(updated);
      return ok({ profile: updated, notice: successNotice('account-updated') });
    } catch (error) {
      // A refused token is the session's business (refresh or log out); every other failure is the spec's
      // 'We could not update your account: ' and the reason (cart spec §8).
      if (isPortError(error) && error.kind !== 'not-authorized' && !isUnreachable(error)) {
        return err({ kind: error.kind, notice: errorNotice('account-update-failed', { message: error.message }) });
      }
      return err(portFailure(error));
    }
  }

  private async enqueue(update: ProfileUpdate, storeCode: StoreCode | undefined): Promise<Result<ProfileUpdated, AccountFailure>> {
    const request = this.customer.profileUpdateRequest(update, storeCode);
    await this.queue?.enqueue({ ...request, callbackEvent: PROFILE_UPDATED_EVENT });
    const current = this.auth?.current.profile;
    const profile: Profile = { ...(current ?? { addresses: [] }), ...(update as Partial<Profile>), email: update.email } as Profile;
    await this.keep(profile);
    return ok({ profile, notice: { type: 'info', message: 'account-update-queued' }, queued: true });
  }

  private async keep(profile: Profile): Promise<void> {
    if (this.auth?.current.token !== undefined) await this.auth.set({ profile });
  }
}
