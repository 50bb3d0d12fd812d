import { LoaderCircle } from './icons';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStores } from '../app/stores-context';
import { useDomainText } from '../i18n/domain/DomainText';
import { announceNewsletterChange, FooterNewsletterStatus, useSubscribedAddress } from './FooterNewsletterStatus';
import { TextField } from './Field';
import { NewsletterFormStore } from './newsletter-form.store';
import { messages } from './messages';

export interface NewsletterFormProps {
  /** 'footer' lays the field and button in one row on wide screens; 'modal' stacks them. */
  readonly variant?: 'footer' | 'modal';
}

/**
 * The newsletter sign-up (cart spec §4, §8), used by the footer and the newsletter modal: idle, a spinner while
 * subscribing, then the success, already-subscribed or failed feedback for 3 seconds.
 */
export const NewsletterForm = observer(function NewsletterForm({ variant = 'footer' }: NewsletterFormProps) {
  const { useCases } = useStores();
  const intl = useIntl();
  const text = useDomainText();
  const [store] = useState(() => new NewsletterFormStore(useCases, (state) => announceNewsletterChange({ state, source: variant })));
  useEffect(() => () => store.dispose(), [store]);
  // The footer offers the sign-up only to whoever can still sign up (the modal is only ever offered once anyway).
  const subscribed = useSubscribedAddress(variant === 'footer');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.subscribe();
  };

  if (variant === 'footer' && subscribed !== undefined) return <FooterNewsletterStatus email={subscribed} />;

  return (
    <form className={`newsletter-form newsletter-form--${variant}`} onSubmit={onSubmit} noValidate aria-busy={store.subscribing}>
      <div className="newsletter-form__row">
        <TextField
          label={<FormattedMessage {...(variant === 'footer' ? messages.newsletterEmailFooter : messages.newsletterEmail)} />}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={intl.formatMessage(messages.newsletterPlaceholder)}
          value={store.email}
          onChange={(event) => store.setEmail(event.target.value)}
          error={store.error ? text(store.error) : undefined}
          className="newsletter-form__field"
        />
        <button type="submit" className="button button--primary newsletter-form__submit" disabled={store.subscribing}>
          {store.subscribing && <LoaderCircle className="spinner" aria-hidden="true" size={18} />}
          <FormattedMessage {...(store.subscribing ? messages.newsletterSubscribing : messages.newsletterSubscribe)} />
        </button>
      </div>
      <p className={`newsletter-form__feedback ${store.feedbackType ? `text--${store.feedbackType}` : ''}`} role="status">
        {store.feedbackMessage ? text(store.feedbackMessage) : null}
      </p>
    </form>
  );
});
