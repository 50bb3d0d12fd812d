import { observer } from 'mobx-react-lite';
import { type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStores } from '../app/stores-context';
import { Checkbox, TextField } from '../components/Field';
import { type CheckoutStore } from './checkout.store';
import { messages } from './messages';
import { fieldId, focusField, useFieldError } from './use-field-error';

/** Step 1: name and e-mail, optional account creation with the password rules, or log in (the carts are merged). */
export const PersonalStep = observer(function PersonalStep({ checkout }: { readonly checkout: CheckoutStore }) {
  const intl = useIntl();
  const { session, modals } = useStores();
  const error = useFieldError(checkout.form.errors);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = await checkout.next();
    if (invalid !== undefined) focusField(fieldId('personal', invalid));
  };
  const p = checkout.form.personal;
  return (
    <form className="checkout-form" noValidate onSubmit={(e) => void submit(e)}>
      {session.isLoggedIn ? (
        <p className="checkout-note">
          <FormattedMessage {...messages.loggedInAs} values={{ email: session.profile?.email ?? '' }} />
        </p>
      ) : (
        <p className="checkout-note">
          <FormattedMessage {...messages.haveAccount} />{' '}
          <button type="button" className="button button--link" onClick={() => modals.open('authentication', { mode: 'login', email: p.emailAddress })}>
            <FormattedMessage {...messages.logIn} />
          </button>
        </p>
      )}
      <div className="checkout-grid">
        <TextField
          id={fieldId('personal', 'firstName')}
          label={intl.formatMessage(messages.firstName)}
          value={p.firstName}
          error={error('firstName')}
          required
          autoComplete="given-name"
          onChange={(e) => checkout.form.setPersonal('firstName', e.target.value)}
        />
        <TextField
          id={fieldId('personal', 'lastName')}
          label={intl.formatMessage(messages.lastName)}
          value={p.lastName}
          error={error('lastName')}
          required
          autoComplete="family-name"
          onChange={(e) => checkout.form.setPersonal('lastName', e.target.value)}
        />
        <TextField
          id={fieldId('personal', 'emailAddress')}
          className="checkout-grid__full"
          label={intl.formatMessage(messages.email)}
          type="email"
          value={p.emailAddress}
          error={error('emailAddress')}
          required
          autoComplete="email"
          onChange={(e) => checkout.form.setPersonal('emailAddress', e.target.value)}
        />
      </div>
      {!session.isLoggedIn && (
        <>
          <Checkbox
            id={fieldId('personal', 'createAccount')}
            label={intl.formatMessage(messages.createAccount)}
            checked={p.createAccount}
            onChange={(e) => checkout.form.setPersonal('createAccount', e.target.checked)}
          />
          {p.createAccount && (
            <div className="checkout-grid">
              <TextField
                id={fieldId('personal', 'password')}
                label={intl.formatMessage(messages.password)}
                hint={intl.formatMessage(messages.passwordHint)}
                type="password"
                value={p.password}
                error={error('password')}
                required
                autoComplete="new-password"
                onChange={(e) => checkout.form.setPersonal('password', e.target.value)}
              />
              <TextField
                id={fieldId('personal', 'repeatPassword')}
                label={intl.formatMessage(messages.repeatPassword)}
                type="password"
                value={checkout.form.repeatPassword}
                error={error('repeatPassword')}
                required
                autoComplete="new-password"
                onChange={(e) => checkout.form.setRepeatPassword(e.target.value)}
              />
            </div>
          )}
        </>
      )}
      <button type="submit" className="button button--primary checkout-form__submit">
        <FormattedMessage {...messages.continue} />
      </button>
    </form>
  );
});
