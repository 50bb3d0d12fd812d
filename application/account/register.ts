import { inject, injectable } from 'inversify';
import { checkEmail, checkName } from '../../domain/account/form-fields';
import { checkNewPassword } from '../../domain/account/password';
import type { Profile } from '../../domain/account/types';
import { err, ok, type Result } from '../../domain/shared/result';
import { defaultStoreCode, type StoreCode } from '../../domain/store-view/store-view';
import { storeViews } from '../../domain/store-view/store-views';
import { CustomerPort, type NewCustomer } from '../ports/customer-port';
import { type AccountFailure, invalidForm, portFailure } from './account-failure';

/** Creates an account (cart spec §7 `create`) once the form rules hold: names, a valid email, the password rules (§5). */
@injectable()
export class Register {
  constructor(@inject(CustomerPort) private readonly customer: CustomerPort) {}

  async execute(customer: NewCustomer, password: string, storeCode?: StoreCode): Promise<Result<Profile, AccountFailure>> {
    // The store view's name minimum (cart spec §5: 3 letters, some store views 1 or 2); the default view's without one.
    const nameMin = storeViews[storeCode ?? defaultStoreCode].forms.nameMinLetters;
    const checks = {
      firstname: checkName(customer.firstname, nameMin),
      lastname: checkName(customer.lastname, nameMin),
      email: checkEmail(customer.email),
      password: checkNewPassword(password),
    };
    const fields = Object.fromEntries(Object.entries(checks).flatMap(([field, r]) => (r.ok ? [] : [[field, r.error]])));
    // 'Name must have at least {min} letters.' needs the store view's minimum to read as a sentence.
    if (Object.keys(fields).length > 0) return err(invalidForm(fields, { min: String(nameMin) }));
    try {
      return ok(await this.customer.register({ ...customer, email: customer.email.trim() }, password, storeCode));
    } catch (error) {
      return err(portFailure(error));
    }
  }
}
