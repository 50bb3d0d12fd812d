import { type FormEvent, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { storePrefix } from '../../domain/routing/store-prefix';
import { type PageModule } from '../routing/page-module';
import { useStores } from '../app/stores-context';
import { TextField } from '../components/Field';
import { useDomainText } from '../i18n/domain/DomainText';
import { type FieldErrors } from '../checkout/checkout-form';
import { fieldId, focusField, useFieldError } from '../checkout/use-field-error';
import { ShopLink } from '../components/ShopLink';
import { validateNewPassword } from './auth-form';
import { messages } from './messages';

/** `/password/reset?email=…&token=…` (cart spec §2, §7 create-password): a new password with the password rules. */
export function ResetPasswordPage() {
  const { useCases, env } = useStores();
  const intl = useIntl();
  const text = useDomainText();
  const [query] = useSearchParams();
  const email = query.get('email') ?? '';
  const token = query.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = useFieldError(errors);
  const loginPath = `${storePrefix(env.storeView)}/login`;

  useEffect(() => {
    document.title = intl.formatMessage(messages.newPasswordTitle);
  }, [intl]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(password, repeat);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first !== undefined) {
      focusField(fieldId('reset', first));
      return;
    }
    setBusy(true);
    const result = await useCases.createPassword.execute(email, password, token, env.storeView.storeCode);
    setBusy(false);
    if (result.ok) setSaved(true);
    else setFailure(text(result.error.notice.message, result.error.notice.params));
  };

  return (
    <div className="account account--narrow">
      <div className="auth">
        <h1 className="auth__title">
          <FormattedMessage {...messages.newPasswordTitle} />
        </h1>
        <div role="alert" className="auth__alert">
          {failure !== undefined && <p className="checkout-message checkout-message--danger">{failure}</p>}
          {(email === '' || token === '') && (
            <p className="checkout-message checkout-message--warning">
              <FormattedMessage {...messages.resetLinkInvalid} />
            </p>
          )}
        </div>
        {saved ? (
          <>
            <p className="checkout-message checkout-message--success" role="status">
              <FormattedMessage {...messages.passwordSaved} />
            </p>
            <ShopLink className="button button--primary" to={loginPath}>
              <FormattedMessage {...messages.loginButton} />
            </ShopLink>
          </>
        ) : (
          <form className="auth__form" noValidate onSubmit={(e) => void submit(e)}>
            <TextField
              id={fieldId('reset', 'password')}
              label={intl.formatMessage(messages.newPassword)}
              hint={intl.formatMessage(messages.passwordHint)}
              type="password"
              value={password}
              error={error('password')}
              required
              autoComplete="new-password"
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              id={fieldId('reset', 'repeatPassword')}
              label={intl.formatMessage(messages.repeatPassword)}
              type="password"
              value={repeat}
              error={error('repeatPassword')}
              required
              autoComplete="new-password"
              onChange={(e) => setRepeat(e.target.value)}
            />
            <button type="submit" className="button button--primary auth__submit" disabled={busy || email === '' || token === ''}>
              <FormattedMessage {...messages.savePassword} />
            </button>
          </form>
        )}
      </div>
    </div>
  );
}

export const page: PageModule = { Page: ResetPasswordPage, clientOnly: true };
