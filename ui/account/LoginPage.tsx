import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { storePrefix } from '../../domain/routing/store-prefix';
import { type PageModule } from '../routing/page-module';
import { useStores } from '../app/stores-context';
import { AuthPanel } from './AuthPanel';
import { messages } from './messages';

/** Only a path of this shop may be the target after login (no open redirect). */
function safeTarget(target: string | null, fallback: string): string {
  return target !== null && target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}

/** `/login` (cart spec §2): log in, register or ask for a reset mail; then on to the page that asked, or my account. */
export const LoginPage = observer(function LoginPage() {
  const { session, env } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const target = safeTarget(query.get('redirect'), `${storePrefix(env.storeView)}/my-account`);

  useEffect(() => {
    document.title = intl.formatMessage(messages.loginTitle);
    void session.restore().then(
      () => {
        if (session.isLoggedIn) void navigate(target, { replace: true });
      },
      // The use cases could not be loaded (a dropped connection): the form stays, and logging in loads them again.
      (error: unknown) => console.error('The session could not be restored', error),
    );
  }, [session, navigate, target, intl]);

  return (
    <div className="account account--narrow">
      <AuthPanel
        initialMode={query.get('mode') === 'register' ? 'register' : query.get('mode') === 'forgot' ? 'forgot' : 'login'}
        onLoggedIn={() => void navigate(target)}
        headingLevel={1}
      />
    </div>
  );
});

export const page: PageModule = { Page: LoginPage, clientOnly: true };
