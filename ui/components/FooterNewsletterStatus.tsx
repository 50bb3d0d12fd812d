import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { NEWSLETTER_FEEDBACK_MS } from '../../domain/newsletter/newsletter';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { useStores } from '../app/stores-context';
import { useHydrated } from '../boot/use-hydrated';
import { ShopLink } from './ShopLink';
import { messages } from '../i18n/messages';
import { type NewsletterState } from '../../domain/newsletter/types';

/** localStorage key of the address this device subscribed (cart spec §9: local storage holds the newsletter email). */
export const NEWSLETTER_EMAIL_KEY = 'newsletter-email';

const changeEvent = 'storefront:newsletter-change';

/** Where a change came from: the footer's own form keeps its feedback on screen for its 3 s first. */
export type NewsletterChangeSource = 'footer' | 'modal' | 'account';

export interface NewsletterChange {
  readonly state: NewsletterState;
  readonly source: NewsletterChangeSource;
}

/**
 * Tells every part of this page that shows the subscription (the footer) that it changed: the account's block and
 * the sign-up forms live in other chunks and stores, so the news goes through the window, in the browser only.
 */
export function announceNewsletterChange(change: NewsletterChange): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<NewsletterChange>(changeEvent, { detail: change }));
}

export function onNewsletterChange(listener: (change: NewsletterChange) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<NewsletterChange>).detail);
  window.addEventListener(changeEvent, handle);
  return () => window.removeEventListener(changeEvent, handle);
}

export interface EmailStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The address a guest subscribed on this device, if any. */
export function rememberedNewsletterEmail(storage: EmailStorage | undefined): string | undefined {
  try {
    return storage?.getItem(NEWSLETTER_EMAIL_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberNewsletterEmail(storage: EmailStorage | undefined, state: NewsletterState): void {
  try {
    if (state.isSubscribed && state.email !== undefined) storage?.setItem(NEWSLETTER_EMAIL_KEY, state.email);
    else storage?.removeItem(NEWSLETTER_EMAIL_KEY);
  } catch {
    // Private mode or a full quota: the footer offers the form again next visit, which is harmless.
  }
}

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
export function useSubscribedAddress(wanted = true): string | undefined {
  const { session, services, useCases } = useStores();
  const hydrated = useHydrated();
  const [address, setAddress] = useState<string | undefined>(undefined);
  const email = session.profile?.email;
  useEffect(() => {
    if (!hydrated || !wanted) return;
    const storage = browserStorage();
    let live = true;
    let later: ReturnType<typeof setTimeout> | undefined;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage and the account are read after hydration, so the server's render and the first one here agree
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
  }, [hydrated, wanted, email, services, useCases]);
  return address;
}

/**
 * What the footer's newsletter block shows to a shopper who already receives the newsletter, in place of the sign-up
 * form (catalogue spec §2 footer newsletter block): that they receive it, and a customer where to manage it. It comes
 * with the form's own chunk after hydration, so no page loads it up front; the CMS title and text beside it give way
 * (ui/styles/shell.css, `:has(.footer-newsletter__status)`).
 */
export const FooterNewsletterStatus = observer(function FooterNewsletterStatus({ email }: { readonly email: string }) {
  const { session, env } = useStores();
  return (
    <div className="footer-newsletter__status">
      <h2 className="footer-newsletter__title">
        <FormattedMessage {...messages.newsletterTitle} />
      </h2>
      <p className="footer-newsletter__text">
        <FormattedMessage {...messages.newsletterReceiving} values={{ email }} />
      </p>
      {session.isLoggedIn && (
        <ShopLink className="footer-newsletter__manage" to={withStorePrefix(env.storeView.storeCode, '/my-account/details')}>
          <FormattedMessage {...messages.newsletterManage} />
        </ShopLink>
      )}
    </div>
  );
});
