import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Profile } from '../../domain/account/types';
import { TextField } from '../components/Field';
import { useDomainText } from '../i18n/domain/DomainText';
import { type AccountContext } from './account-context';
import { DetailsStore } from './details.store';
import { messages } from './messages';

/**
 * The details form of /my-account/details: first name, last name and e-mail (cart spec §3 modifiable fields); a new
 * e-mail address asks for the current password.
 */
export const DetailsForm = observer(function DetailsForm({ profile, context }: { readonly profile: Profile; readonly context: AccountContext }) {
  const [store] = useState(() => new DetailsStore(profile, context));
  const intl = useIntl();
  const text = useDomainText();
  const error = (field: 'firstname' | 'lastname' | 'email') => {
    const id = store.errors[field];
    return id === undefined ? undefined : text(id, id === 'name-too-short' ? { min: store.nameMin } : undefined);
  };
  return (
    <form
      className="account-form"
      noValidate
      aria-labelledby="account-edit-details"
      onSubmit={(event) => {
        event.preventDefault();
        void store.save();
      }}
    >
      <h3 id="account-edit-details">
        <FormattedMessage {...messages.editDetails} />
      </h3>
      <div className="account-form__row">
        <TextField
          label={intl.formatMessage(messages.firstName)}
          value={store.form.firstname}
          error={error('firstname')}
          required
          autoComplete="given-name"
          onChange={(e) => store.set('firstname', e.target.value)}
        />
        <TextField
          label={intl.formatMessage(messages.lastName)}
          value={store.form.lastname}
          error={error('lastname')}
          required
          autoComplete="family-name"
          onChange={(e) => store.set('lastname', e.target.value)}
        />
      </div>
      <TextField
        label={intl.formatMessage(messages.email)}
        type="email"
        value={store.form.email}
        error={error('email')}
        required
        autoComplete="email"
        onChange={(e) => store.set('email', e.target.value)}
      />
      {store.emailChanged && (
        <TextField
          label={intl.formatMessage(messages.currentPassword)}
          type="password"
          value={store.currentPassword}
          hint={intl.formatMessage(messages.emailPasswordHint)}
          error={store.currentPasswordMissing ? intl.formatMessage(messages.emailPasswordRequired) : undefined}
          required
          autoComplete="current-password"
          onChange={(e) => store.setCurrentPassword(e.target.value)}
        />
      )}
      {store.queued && (
        <p className="account-form__note" role="status">
          <FormattedMessage {...messages.queuedNote} />
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={store.saving}>
        <FormattedMessage {...(store.saving ? messages.saving : messages.saveDetails)} />
      </button>
    </form>
  );
});
