import { checkEmail, checkName, type FieldFailure } from './form-fields';
import { err, ok, type Result } from '../shared/result';

/** The modifiable profile fields of the details page (cart spec §3 "firstname, lastname, email"). */
export interface ProfileForm {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileForm, FieldFailure>>;

/** The registration rules (cart spec §5): names at least 3 letters (a store view may set 1 or 2), a valid e-mail. */
export function checkProfileForm(form: ProfileForm, minNameLetters?: number): Result<ProfileForm, ProfileFormErrors> {
  const firstname = checkName(form.firstname, minNameLetters);
  const lastname = checkName(form.lastname, minNameLetters);
  const email = checkEmail(form.email);
  const errors: ProfileFormErrors = {
    ...(firstname.ok ? {} : { firstname: firstname.error }),
    ...(lastname.ok ? {} : { lastname: lastname.error }),
    ...(email.ok ? {} : { email: email.error }),
  };
  if (!firstname.ok || !lastname.ok || !email.ok) return err(errors);
  return ok({ firstname: firstname.value, lastname: lastname.value, email: email.value });
}
