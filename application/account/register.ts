import { inject, injectable } from 'inversify';
import { checkEmail, checkName } from '../../domain/account/form-fields';
import { checkNewPassword } from '../../domain/account/password';
import type { Profile } from '../../domain/account/types';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoreCode } from '../../domain/store-view/store-view';
import { CustomerPort, type NewCustomer } from '../ports/customer-port';
import { type AccountFailure, invalidForm, portFailure } from './account-failure';

/** Creates an account (cart spec §7 `create`) once the form rules hold: names, a valid email, the password rules (§5). */
@injectable()
export class Register {
  constructor(@inject(CustomerPort) private readonly customer: CustomerPort) {}

  async execute(customer: NewCustomer, password: string, storeCode?: StoreCode): Promise<Result<Profile, AccountFailure>> {
    const checks = {
      firstname: checkName(customer.firstname),
      lastname: checkName(customer.lastname),
      email: checkEmail(customer.email),
      password: checkNewPassword(password),
    };
    const fields = Object.fromEntries(Object.entries(checks).flatMap(([field, r]) => (r.ok ? [] : [[field, r.error]])));
    if (Object.keys(fields).length > 0) return err(invalidForm(fields));
    try {
      return ok(await this.customer.register({ ...customer, email: customer.email.trim() }, password, storeCode));
    } catch (error) {
      return err(portFailure(error));
    }
  }
}
