import { inject, injectable, optional } from 'inversify';
import { EndExpiredSession } from '../session/end-expired-session';
import { checkPasswordChange, checkPasswordChangeAllowed, type PasswordChangeForm } from '../../domain/account/password';
import type { Notice } from '../../domain/notifications/types';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoreCode } from '../../domain/store-view/store-view';
import { ConnectivityPort } from '../ports/connectivity-port';
import { CustomerPort } from '../ports/customer-port';
import { type AccountFailure, invalidForm, offlineFailure, portFailure, successNotice, expiredSession } from './account-failure';

/**
 * The change-password drawer (cart spec §5): refused offline, the form rules, then the call. A non-200 answer shows
 * the server's message as an error notice; success shows 'Password has successfully been changed' (cart spec §8).
 */
@injectable()
export class ChangePassword {
  constructor(
    @inject(CustomerPort) private readonly customer: CustomerPort,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
    @inject(EndExpiredSession) @optional() private readonly expiry?: EndExpiredSession,
  ) {}

  async execute(token: string, form: PasswordChangeForm, storeCode?: StoreCode): Promise<Result<Notice, AccountFailure>> {
    const expired = await expiredSession(this.expiry);
    if (expired !== undefined) return err(expired);
    if (!checkPasswordChangeAllowed(this.connectivity.isOnline()).ok) return err(offlineFailure);
    const checked = checkPasswordChange(form);
    if (!checked.ok) return err(invalidForm(checked.error));
    try {
      await this.customer.changePassword(token, form.currentPassword, form.newPassword, storeCode);
      return ok(successNotice('password-changed'));
    } catch (error) {
      return err(portFailure(error));
    }
  }
}
