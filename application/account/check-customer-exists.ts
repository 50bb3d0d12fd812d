import { inject, injectable } from 'inversify';
import { checkEmail } from '../../domain/account/form-fields';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoreCode } from '../../domain/store-view/store-view';
import { CustomerPort } from '../ports/customer-port';
import { type AccountFailure, invalidForm, portFailure } from './account-failure';

/** Whether an account exists for an email (cart spec §7 `search`, meta.customer_exists), e.g. to offer login at checkout. */
@injectable()
export class CheckCustomerExists {
  constructor(@inject(CustomerPort) private readonly customer: CustomerPort) {}

  async execute(email: string, storeCode?: StoreCode): Promise<Result<boolean, AccountFailure>> {
    const checked = checkEmail(email);
    if (!checked.ok) return err(invalidForm({ email: checked.error }));
    try {
      return ok(await this.customer.customerExists(checked.value, storeCode));
    } catch (error) {
      return err(portFailure(error));
    }
  }
}
