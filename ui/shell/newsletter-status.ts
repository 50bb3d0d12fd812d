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
