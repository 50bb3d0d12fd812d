import { makeAutoObservable, runInAction } from 'mobx';
import { addressFromForm, type AddressForm, type AddressFormErrors, formFromAddress, makeDefault, replaceAddress } from '../../domain/account/address-book';
import { type Address, type Profile } from '../../domain/account/types';
import { type AccountFailure } from '../../application/account/account-failure';
import { type Notice } from '../../domain/notifications/types';
import { type Result } from '../../domain/shared/result';
import { storeViews } from '../../domain/store-view/store-views';
import { type AccountContext, reportFailure } from './account-context';

const saved: Notice = { type: 'success', message: 'account-updated' };

export const emptyAddressForm = (profile: Profile, countryId: string): AddressForm => ({
  firstname: profile.firstname,
  lastname: profile.lastname,
  streetAddress: '',
  apartmentNumber: '',
  affix: '',
  postcode: '',
  city: '',
  countryId,
  telephone: profile.mobile_number !== undefined && profile.mobile_number !== '-' ? profile.mobile_number : '',
  addressType: 'DELIVERY',
  isDefault: profile.addresses.length === 0,
});

/**
 * The account addresses modal (cart spec §2 "account addresses"): add (the `address` call; the new one is found by
 * comparing ids, §5), edit and set default (the profile update with the address list), delete (the delete call).
 */
export class AddressBookStore {
  form: AddressForm;
  errors: AddressFormErrors = {};
  busy = false;

  constructor(
    private readonly context: AccountContext,
    private readonly profile: () => Profile | undefined,
    /** The address being edited; undefined to add one. */
    readonly editing: Address | undefined,
    countryId: string,
  ) {
    const current = profile();
    this.form =
      editing !== undefined
        ? formFromAddress(editing)
        : current === undefined
          ? emptyAddressForm({ email: '', firstname: '', lastname: '', addresses: [] }, countryId)
          : emptyAddressForm(current, countryId);
    makeAutoObservable<AddressBookStore, 'context' | 'profile'>(this, { context: false, profile: false });
  }

  /** The store view's name minimum (cart spec §5). */
  get nameMin(): number {
    return storeViews[this.context.storeCode].forms.nameMinLetters;
  }

  set<K extends keyof AddressForm>(field: K, value: AddressForm[K]): void {
    this.form = { ...this.form, [field]: value };
    if (this.errors[field] !== undefined) this.errors = { ...this.errors, [field]: undefined };
  }

  /** Saves the form: a new address is added, an edited one replaces its old version. */
  async save(): Promise<boolean> {
    const checked = addressFromForm(this.form, this.nameMin);
    if (!checked.ok) {
      this.errors = checked.error;
      return false;
    }
    const profile = this.profile();
    const token = this.context.token();
    if (profile === undefined || token === undefined) return false;
    return this.run(async () => {
      if (this.editing === undefined) {
        const result = await this.context.useCases.saveAddress.execute(token, profile, checked.value, this.context.storeCode);
        if (!result.ok) return result;
        const added = result.value.added;
        // The server adds as it is told; a new default must still take over from the old one of its type.
        if (
          added !== undefined &&
          added.is_default === '1' &&
          result.value.profile.addresses.some((a) => a !== added && a.is_default === '1' && a.address_type === added.address_type)
        ) {
          return this.context.useCases.updateProfile.execute(
            token,
            { ...result.value.profile, addresses: makeDefault(result.value.profile.addresses, added.address_id) },
            this.context.storeCode,
          );
        }
        return { ok: true, value: { notice: saved } };
      }
      const addresses = replaceAddress(profile.addresses, { ...checked.value, address_id: this.editing.address_id } as Address);
      return this.context.useCases.updateProfile.execute(token, { ...profile, addresses }, this.context.storeCode);
    });
  }

  private async run(call: () => Promise<Result<{ readonly notice: Notice }, AccountFailure>>): Promise<boolean> {
    this.busy = true;
    try {
      const result = await call();
      if (!result.ok) {
        reportFailure(this.context, result.error);
        return false;
      }
      this.context.notify(result.value.notice);
      this.context.syncSession();
      return true;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}

/** Sets an address as the default of its type (the profile update with the address list). */
export async function setDefaultAddress(context: AccountContext, profile: Profile, address: Address): Promise<boolean> {
  const token = context.token();
  if (token === undefined) return false;
  const result = await context.useCases.updateProfile.execute(
    token,
    { ...profile, addresses: makeDefault(profile.addresses, address.address_id) },
    context.storeCode,
  );
  if (!result.ok) reportFailure(context, result.error);
  else {
    context.notify(result.value.notice);
    context.syncSession();
  }
  return result.ok;
}

/** Deletes an address (the delete call with user_id and address_id, cart spec §7). */
export async function deleteAddress(context: AccountContext, profile: Profile, address: Address): Promise<boolean> {
  const token = context.token();
  if (token === undefined || address.address_id === undefined) return false;
  const result = await context.useCases.deleteAddress.execute(token, profile, address.address_id, context.storeCode);
  if (!result.ok) {
    reportFailure(context, result.error);
    return false;
  }
  context.notify({ type: 'success', message: 'address-deleted' });
  context.syncSession();
  return true;
}
