import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStores } from '../app/stores-context';
import { TextField } from '../components/Field';
import { useDomainText } from '../i18n/domain/DomainText';
import { fieldId, focusField, useFieldError } from '../checkout/use-field-error';
import { type FieldErrors } from '../checkout/checkout-form';
import { type AuthMode, type AuthValues, emptyAuthValues, validateAuth } from './auth-form';
import { messages } from './messages';

interface Props {
  readonly initialMode?: AuthMode;
  readonly initialEmail?: string;
  /** After a login or a registration (which logs in). */
  readonly onLoggedIn: () => void;
  readonly titleId?: string;
  readonly headingLevel: 1 | 2;
}

const titles = { login: messages.loginTitle, register: messages.registerTitle, forgot: messages.forgotTitle } as const;

/** Log in, create an account, or ask for a password reset mail: the authentication modal and the /login page. */
export const AuthPanel = observer(function AuthPanel({ initialMode = 'login', initialEmail = '', onLoggedIn, titleId, headingLevel }: Props) {
  const intl = useIntl();
  const text = useDomainText();
  const { session, useCases, env } = useStores();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [values, setValues] = useState<AuthValues>({ ...emptyAuthValues, email: initialEmail });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const error = useFieldError(errors);
  const prefix = `auth-${mode}`;

  const change = (field: keyof AuthValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (Object.keys(errors).length > 0) {
      const now = validateAuth(mode, next, env.storeView.forms.nameMinLetters);
      setErrors(
        Object.fromEntries(
          Object.entries(errors)
            .filter(([f]) => now[f] !== undefined)
            .map(([f]) => [f, now[f]!]),
        ),
      );
    }
  };
  const switchTo = (next: AuthMode) => {
    setMode(next);
    setErrors({});
    setFailure(undefined);
    setSentTo(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAuth(mode, values, env.storeView.forms.nameMinLetters);
    setErrors(found);
    setFailure(undefined);
    const first = Object.keys(found)[0];
    if (first !== undefined) {
      focusField(fieldId(prefix, first));
      return;
    }
    setBusy(true);
    try {
      if (mode === 'forgot') {
        const result = await useCases.requestPasswordReset.execute(values.email, env.storeView.storeCode);
        if (result.ok) setSentTo(values.email.trim());
        else setFailure(text(result.error.notice.message, result.error.notice.params));
        return;
      }
      if (mode === 'register') {
        const created = await useCases.register.execute(
          { email: values.email, firstname: values.firstName, lastname: values.lastName },
          values.password,
          env.storeView.storeCode,
        );
        if (!created.ok) {
          setFailure(text(created.error.notice.message, created.error.notice.params));
          return;
        }
      }
      const result = await session.login(values.email.trim(), values.password);
      if (result.ok) onLoggedIn();
      else if (result.error.kind === 'unreachable') setFailure(text('service-unreachable'));
      else if (result.error.kind === 'throttled') setFailure(text('too-many-requests'));
      // A registration of a taken address is answered like any other, so the sign-in after it is where it shows.
      else if (mode === 'register' && result.error.kind === 'not-authorized') setFailure(intl.formatMessage(messages.registeredSignInFailed));
      else setFailure(result.error.kind === 'not-authorized' ? `${text('authorization-failed')}: ${result.error.message}` : result.error.message);
    } finally {
      setBusy(false);
    }
  };

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="auth">
      <Heading id={titleId} className="auth__title">
        <FormattedMessage {...titles[mode]} />
      </Heading>
      {mode === 'login' && (
        <p className="auth__intro">
          <FormattedMessage {...messages.loginIntro} />
        </p>
      )}
      {mode === 'forgot' && (
        <p className="auth__intro">
          <FormattedMessage {...messages.forgotIntro} />
        </p>
      )}
      <div role="alert" className="auth__alert">
        {failure !== undefined && <p className="checkout-message checkout-message--danger">{failure}</p>}
      </div>
      {sentTo !== undefined ? (
        <p className="checkout-message checkout-message--success" role="status">
          <FormattedMessage {...messages.resetSent} values={{ email: sentTo }} />
        </p>
      ) : (
        <form className="auth__form" noValidate onSubmit={(e) => void submit(e)}>
          {mode === 'register' && (
            <div className="checkout-grid">
              <TextField
                id={fieldId(prefix, 'firstName')}
                label={intl.formatMessage(messages.firstName)}
                value={values.firstName}
                error={error('firstName')}
                required
                autoComplete="given-name"
                onChange={(e) => change('firstName', e.target.value)}
              />
              <TextField
                id={fieldId(prefix, 'lastName')}
                label={intl.formatMessage(messages.lastName)}
                value={values.lastName}
                error={error('lastName')}
                required
                autoComplete="family-name"
                onChange={(e) => change('lastName', e.target.value)}
              />
            </div>
          )}
          <TextField
            id={fieldId(prefix, 'email')}
            label={intl.formatMessage(messages.email)}
            type="email"
            value={values.email}
            error={error('email')}
            required
            autoComplete="email"
            onChange={(e) => change('email', e.target.value)}
          />
          {mode !== 'forgot' && (
            <TextField
              id={fieldId(prefix, 'password')}
              label={intl.formatMessage(messages.password)}
              hint={mode === 'register' ? intl.formatMessage(messages.passwordHint) : undefined}
              type="password"
              value={values.password}
              error={error('password')}
              required
              autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
              onChange={(e) => change('password', e.target.value)}
            />
          )}
          {mode === 'register' && (
            <TextField
              id={fieldId(prefix, 'repeatPassword')}
              label={intl.formatMessage(messages.repeatPassword)}
              type="password"
              value={values.repeatPassword}
              error={error('repeatPassword')}
              required
              autoComplete="new-password"
              onChange={(e) => change('repeatPassword', e.target.value)}
            />
          )}
          <button type="submit" className="button button--primary auth__submit" disabled={busy}>
            {busy && mode === 'login' ? (
              <FormattedMessage {...messages.loggingIn} />
            ) : (
              <FormattedMessage {...(mode === 'login' ? messages.loginButton : mode === 'register' ? messages.registerButton : messages.forgotButton)} />
            )}
          </button>
        </form>
      )}
      <div className="auth__switch">
        {mode === 'login' ? (
          <>
            <button type="button" className="button button--link" onClick={() => switchTo('forgot')}>
              <FormattedMessage {...messages.forgotPassword} />
            </button>
            <p>
              <FormattedMessage {...messages.noAccount} />{' '}
              <button type="button" className="button button--link" onClick={() => switchTo('register')}>
                <FormattedMessage {...messages.registerLink} />
              </button>
            </p>
          </>
        ) : mode === 'register' ? (
          <p>
            <FormattedMessage {...messages.haveAccount} />{' '}
            <button type="button" className="button button--link" onClick={() => switchTo('login')}>
              <FormattedMessage {...messages.loginButton} />
            </button>
          </p>
        ) : (
          <button type="button" className="button button--link" onClick={() => switchTo('login')}>
            <FormattedMessage {...messages.backToLogin} />
          </button>
        )}
      </div>
    </div>
  );
});
