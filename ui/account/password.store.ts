import { makeAutoObservable, runInAction } from 'mobx';
import { checkPasswordChange, type PasswordChangeForm, type PasswordFieldErrors } from '../../domain/account/password';
import { type AccountContext, reportFailure } from './account-context';

const empty: PasswordChangeForm = { currentPassword: '', newPassword: '', repeatPassword: '' };

/**
 * The change-password drawer (cart spec §2, §5): current, new and repeat; the confirm button is disabled while the
 * form is invalid; a field's error shows once it was left; after a confirmed change the drawer closes and clears.
 * The repeat's mismatch shows as soon as the repeat is as long as the new password, so the greyed-out confirm button
 * has its reason on screen while the shopper is still in the field.
 */
export class PasswordStore {
  form: PasswordChangeForm = empty;
  touched: Partial<Record<keyof PasswordChangeForm, boolean>> = {};
  busy = false;

  constructor(
    private readonly context: AccountContext,
    private readonly close: () => void,
  ) {
    makeAutoObservable<PasswordStore, 'context' | 'close'>(this, { context: false, close: false });
  }

  private get allErrors(): PasswordFieldErrors {
    const checked = checkPasswordChange(this.form);
    return checked.ok ? {} : checked.error;
  }

  /** The errors of the fields the customer has left (or all, after a confirm attempt), and a repeat typed out in full. */
  get errors(): PasswordFieldErrors {
    const all = this.allErrors;
    return Object.fromEntries(
      Object.entries(all).filter(([field]) => this.touched[field as keyof PasswordChangeForm] === true || (field === 'repeatPassword' && this.repeatTypedOut)),
    );
  }

  private get repeatTypedOut(): boolean {
    const { newPassword, repeatPassword } = this.form;
    return repeatPassword !== '' && repeatPassword.length >= newPassword.length;
  }

  get canConfirm(): boolean {
    return !this.busy && checkPasswordChange(this.form).ok;
  }

  set(field: keyof PasswordChangeForm, value: string): void {
    this.form = { ...this.form, [field]: value };
  }

  leave(field: keyof PasswordChangeForm): void {
    this.touched = { ...this.touched, [field]: true };
  }

  clear(): void {
    this.form = empty;
    this.touched = {};
  }

  async confirm(): Promise<boolean> {
    this.touched = { currentPassword: true, newPassword: true, repeatPassword: true };
    const token = this.context.token();
    if (!this.canConfirm || token === undefined) return false;
    this.busy = true;
    try {
      const result = await this.context.useCases.changePassword.execute(token, this.form, this.context.storeCode);
      if (!result.ok) {
        reportFailure(this.context, result.error);
        return false;
      }
      this.context.notify(result.value);
      runInAction(() => this.clear());
      this.close();
      return true;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
