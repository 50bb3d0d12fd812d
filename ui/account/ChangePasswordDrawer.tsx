import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type PasswordChangeForm } from '../../domain/account/password';
import { useStores } from '../app/stores-context';
import { TextField } from '../components/Field';
import { useDomainText } from '../i18n/domain/DomainText';
import { Sidebar } from '../shell/Sidebar';
import { type AccountContext } from './account-context';
import { messages } from './messages';
import { PasswordStore } from './password.store';

const fields: readonly {
  readonly name: keyof PasswordChangeForm;
  readonly label: { readonly id: string; readonly defaultMessage: string };
  readonly autoComplete: string;
}[] = [
  { name: 'currentPassword', label: messages.currentPassword, autoComplete: 'current-password' },
  { name: 'newPassword', label: messages.newPassword, autoComplete: 'new-password' },
  { name: 'repeatPassword', label: messages.repeatPassword, autoComplete: 'new-password' },
];

/** The change-password drawer (cart spec §2): current, new and repeat password; confirm disabled while invalid (§5). */
export const ChangePasswordDrawer = observer(function ChangePasswordDrawer({ context }: { readonly context: AccountContext }) {
  const { ui } = useStores();
  const intl = useIntl();
  const text = useDomainText();
  const [store] = useState(() => new PasswordStore(context, () => ui.closeSidebar()));
  return (
    <Sidebar name="change-password" title={intl.formatMessage(messages.changePassword)}>
      <form
        className="account-form account-form--drawer"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.confirm();
        }}
      >
        {fields.map((field) => {
          const error = store.errors[field.name];
          return (
            <TextField
              key={field.name}
              label={intl.formatMessage(field.label)}
              hint={field.name === 'newPassword' ? intl.formatMessage(messages.passwordHint) : undefined}
              type="password"
              value={store.form[field.name]}
              error={error === undefined ? undefined : text(error)}
              required
              autoComplete={field.autoComplete}
              onChange={(e) => store.set(field.name, e.target.value)}
              onBlur={() => store.leave(field.name)}
            />
          );
        })}
        <button type="submit" className="button button--primary" disabled={!store.canConfirm}>
          <FormattedMessage {...messages.confirmPassword} />
        </button>
      </form>
    </Sidebar>
  );
});
