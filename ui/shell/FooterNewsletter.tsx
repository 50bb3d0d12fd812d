import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { NEWSLETTER_FEEDBACK_MS } from '../../domain/newsletter/newsletter';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { useStores } from '../app/stores-context';
import { useHydrated } from '../app/use-hydrated';
import { ShopLink } from '../components/ShopLink';
import { messages } from '../i18n/messages';
import { onNewsletterChange, rememberNewsletterEmail, rememberedNewsletterEmail } from './newsletter-status';
import { OverlaySlot, hasSlot } from './optional-slots';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Who already receives the newsletter, in the browser: a signed-in customer as the account says (its subscription), a
 * guest by the address this device subscribed; and any change made on this page (the account's block, the pop-up,
 * the footer's own form, whose feedback stays its 3 s first).
 */
function useSubscribedAddress(): string | undefined {
  const { session, services, useCases } = useStores();
  const hydrated = useHydrated();
  const [address, setAddress] = useState<string | undefined>(undefined);
  const email = session.profile?.email;
  useEffect(() => {
    if (!hydrated) return;
    const storage = browserStorage();
    let live = true;
    let later: ReturnType<typeof setTimeout> | undefined;
    if (email === undefined) setAddress(rememberedNewsletterEmail(storage));
    else {
      setAddress(undefined);
      void services.whenLoaded().then(async () => {
        const token = useCases.authSession.token;
        if (token === undefined) return;
        const result = await useCases.loadMySubscription.execute(token);
        if (live && result.ok) setAddress(result.value.isSubscribed ? (result.value.email ?? email) : undefined);
      });
    }
    const stop = onNewsletterChange(({ state, source }) => {
      if (email === undefined) rememberNewsletterEmail(storage, state);
      clearTimeout(later);
      const shown = state.isSubscribed ? state.email : undefined;
      if (source === 'footer') later = setTimeout(() => setAddress(shown), NEWSLETTER_FEEDBACK_MS);
      else setAddress(shown);
    });
    return () => {
      live = false;
      clearTimeout(later);
      stop();
    };
  }, [hydrated, email, services, useCases]);
  return address;
}

/**
 * The footer's newsletter block (catalogue spec §2): the CMS title and text with the sign-up form for whoever can still
 * sign up; a shopper who already receives the newsletter is told so instead (and a customer where to manage it).
 */
export const FooterNewsletter = observer(function FooterNewsletter({ title, text }: { readonly title: string; readonly text: string }) {
  const { session, env } = useStores();
  const hydrated = useHydrated();
  const subscribed = useSubscribedAddress();
  if (subscribed !== undefined) {
    return (
      <section className="footer-newsletter footer-newsletter--subscribed" aria-labelledby="footer-newsletter-title">
        <h2 id="footer-newsletter-title" className="footer-newsletter__title">
          <FormattedMessage {...messages.newsletterTitle} />
        </h2>
        <p className="footer-newsletter__text">
          <FormattedMessage {...messages.newsletterReceiving} values={{ email: subscribed }} />
        </p>
        {session.isLoggedIn && (
          <ShopLink className="footer-newsletter__manage" to={withStorePrefix(env.storeView.storeCode, '/my-account/details')}>
            <FormattedMessage {...messages.newsletterManage} />
          </ShopLink>
        )}
      </section>
    );
  }
  return (
    <section className="footer-newsletter" aria-labelledby="footer-newsletter-title">
      <h2 id="footer-newsletter-title" className="footer-newsletter__title">
        {title}
      </h2>
      <p className="footer-newsletter__text">{text}</p>
      {hasSlot('NewsletterForm') && (
        // The form arrives after hydration; its box holds the form's height until then, so the links below
        // do not move under a shopper who has already scrolled to them (issue 18, layout shift).
        <div className="footer-newsletter__form">{hydrated && <OverlaySlot name="NewsletterForm" props={{ variant: 'footer' }} />}</div>
      )}
    </section>
  );
});
