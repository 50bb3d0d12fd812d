import { makeAutoObservable, runInAction } from 'mobx';
import { checkProfileForm, type ProfileForm, type ProfileFormErrors } from '../../domain/account/profile-form';
import { type Profile } from '../../domain/account/types';
import { storeViews } from '../../domain/store-view/store-views';
import { type AccountContext, reportFailure } from './account-context';

/**
 * The details form (cart spec §2 my-details, §3 modifiable fields firstname, lastname, email): the registration rules
 * (§5), checked on save; saving sends the profile (queued when offline) and the session keeps the answer. A new
 * e-mail address asks for the current password, as Magento does (sent along, never queued).
 */
export class DetailsStore {
  form: ProfileForm;
  errors: ProfileFormErrors = {};
  saving = false;
  /** The last save went into the offline queue. */
  queued = false;
  /** Asked for only while the e-mail address differs from the saved one. */
  currentPassword = '';
  currentPasswordMissing = false;

  constructor(
    private profile: Profile,
    private readonly context: AccountContext,
  ) {
    this.form = { firstname: profile.firstname, lastname: profile.lastname, email: profile.email };
    makeAutoObservable<DetailsStore, 'profile' | 'context'>(this, { profile: false, context: false });
  }

  /** The store view's name minimum (cart spec §5). */
  get nameMin(): number {
    return storeViews[this.context.storeCode].forms.nameMinLetters;
  }

  get changed(): boolean {
    return this.form.firstname !== this.profile.firstname || this.form.lastname !== this.profile.lastname || this.form.email !== this.profile.email;
  }

  /** The sign-in address changes: the current password must confirm it. */
  get emailChanged(): boolean {
    return this.form.email.trim().toLowerCase() !== this.profile.email.toLowerCase();
  }

  setCurrentPassword(value: string): void {
    this.currentPassword = value;
    this.currentPasswordMissing = false;
  }

  set(field: keyof ProfileForm, value: string): void {
    this.form = { ...this.form, [field]: value };
    if (this.errors[field] !== undefined) this.errors = { ...this.errors, [field]: undefined };
  }

  async save(): Promise<boolean> {
    const checked = checkProfileForm(this.form, this.nameMin);
    if (!checked.ok) {
      this.errors = checked.error;
      return false;
    }
    const password = this.emailChanged ? this.currentPassword : undefined;
    if (password === '') {
      this.currentPasswordMissing = true;
      return false;
    }
    const token = this.context.token();
    if (token === undefined) return false;
    this.saving = true;
    try {
      const result = await this.context.useCases.updateProfile.execute(token, { ...this.profile, ...checked.value }, this.context.storeCode, password);
      runInAction(() => (this.queued = result.ok && result.value.queued === true));
      if (!result.ok) {
        reportFailure(this.context, result.error);
        return false;
      }
      runInAction(() => {
        this.profile = result.value.profile;
        this.currentPassword = '';
      });
      this.context.notify(result.value.notice);
      this.context.syncSession();
      return true;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
