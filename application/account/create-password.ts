import { inject, injectable } from 'inversify';
import { checkNewPassword } from '../../domain/account/password';
import type { Notice } from '../../domain/notifications/types';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoreCode } from '../../domain/store-view/store-view';
import { ConnectivityPort } from '../ports/connectivity-port';
import { CustomerPort } from '../ports/customer-port';
import { type AccountFailure, invalidForm, offlineFailure, portFailure, successNotice } from './account-failure';

/** Sets a new password with the mailed reset token (cart spec §7 `create-password`), under the password rules (§5). */
@injectable()
export class CreatePassword {
  constructor(
    @inject(CustomerPort) private readonly customer: CustomerPort,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
  ) {}

  async execute(email: string, newPassword: string, resetToken: string, storeCode?: StoreCode): Promise<Result<Notice, AccountFailure>> {
    if (!this.connectivity.isOnline()) return err(offlineFailure);
    const checked = checkNewPassword(newPassword);
    if (!checked.ok) return err(invalidForm({ newPassword: checked.error }));
    try {
      await this.customer.createPassword(email.trim(), newPassword, resetToken, storeCode);
      return ok(successNotice('password-changed'));
    } catch (error) {
      return err(portFailure(error));
    }
  }
}
