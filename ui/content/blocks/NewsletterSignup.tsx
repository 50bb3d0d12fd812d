import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStores } from '../../app/stores-context';
import { messages } from '../messages';

/**
 * The newsletter sign-up of a CMS block: one email field; SubscribeNewsletter checks the address and answers with the
 * spec's notice, shown as a toast.
 */
export const NewsletterSignup = observer(function NewsletterSignup() {
  const intl = useIntl();
  const stores = useStores();
  const fieldId = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await stores.useCases.subscribeNewsletter.execute({ isSubscribed: false }, email);
      stores.notifications.notify(result.ok ? result.value.notice : result.error);
      if (result.ok && result.value.feedback !== 'failed') setEmail('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="newsletter-signup" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={fieldId} className="newsletter-signup__label">
        <FormattedMessage {...messages.newsletterEmail} />
      </label>
      <div className="newsletter-signup__row">
        <input
          id={fieldId}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={intl.formatMessage(messages.newsletterEmail)}
        />
        <button type="submit" className="cms-button" disabled={busy} aria-busy={busy}>
          <FormattedMessage {...messages.newsletterSubscribe} />
        </button>
      </div>
    </form>
  );
});
