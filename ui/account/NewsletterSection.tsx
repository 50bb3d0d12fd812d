import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDomainText } from '../i18n/domain/DomainText';
import { feedbackNotice } from '../../domain/newsletter/newsletter';
import { announceNewsletterChange } from '../components/FooterNewsletterStatus';
import { type AccountContext } from './account-context';
import { AccountNewsletterStore } from './account-newsletter.store';
import { messages } from './messages';

/** The newsletter in the account (cart spec §4, §7 mine/subscription): status, subscribe or unsubscribe, feedback 3 s. */
export const NewsletterSection = observer(function NewsletterSection({
  context,
  externalId,
}: {
  readonly context: AccountContext;
  readonly externalId: string | undefined;
}) {
  const [store] = useState(
    () =>
      new AccountNewsletterStore(
        context,
        () => externalId,
        (changed) => announceNewsletterChange({ state: changed, source: 'account' }),
      ),
  );
  const text = useDomainText();
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);
  const state = store.state;
  const form = store.form;
  return (
    <section className="account__block" aria-labelledby="account-newsletter">
      <h2 id="account-newsletter">
        <FormattedMessage {...messages.newsletter} />
      </h2>
      {store.failed && state === undefined && (
        <p role="alert">
          <FormattedMessage {...messages.newsletterUnavailable} />
        </p>
      )}
      {state !== undefined && (
        <>
          <p>
            {state.isSubscribed ? (
              <FormattedMessage {...messages.newsletterSubscribed} values={{ email: state.email ?? '' }} />
            ) : (
              <FormattedMessage {...messages.newsletterNotSubscribed} />
            )}
          </p>
          <button
            type="button"
            className={`button ${state.isSubscribed ? 'button--secondary' : 'button--primary'}`}
            disabled={form.status === 'subscribing'}
            aria-busy={form.status === 'subscribing'}
            onClick={() => void store.change(state.isSubscribed ? 'unsubscribe' : 'subscribe')}
          >
            <FormattedMessage {...(form.status === 'subscribing' ? messages.subscribing : state.isSubscribed ? messages.unsubscribe : messages.subscribe)} />
          </button>
        </>
      )}
      <p className={`account-feedback account-feedback--${form.status === 'feedback' ? form.feedback : 'none'}`} role="status">
        {form.status === 'feedback' ? text(feedbackNotice(form.feedback).message) : ''}
      </p>
    </section>
  );
});
