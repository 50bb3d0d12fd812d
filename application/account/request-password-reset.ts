import { inject, injectable } from 'inversify';
import { checkEmail } from '../../domain/account/form-fields';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoreCode } from '../../domain/store-view/store-view';
import { ConnectivityPort } from '../ports/connectivity-port';
import { CustomerPort } from '../ports/customer-port';
import { type AccountFailure, invalidForm, offlineFailure, portFailure } from './account-failure';

/** Asks for a reset mail (cart spec §7 `reset-password`); refused offline with the spec's reset-password text (§8). */
@injectable()
export class RequestPasswordReset {
  constructor(
    @inject(CustomerPort) private readonly customer: CustomerPort,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
  ) {}

  async execute(email: string, storeCode?: StoreCode): Promise<Result<true, AccountFailure>> {
    if (!this.connectivity.isOnline()) return err(offlineFailure);
    const checked = checkEmail(email);
    if (!checked.ok) return err(invalidForm({ email: checked.error }));
    try {
      await this.customer.resetPassword(checked.value, storeCode);
      return ok(true);
    } catch (error) {
      return err(portFailure(error));
    }
  }
}
