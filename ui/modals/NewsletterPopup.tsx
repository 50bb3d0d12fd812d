import { when } from 'mobx';
import { useEffect } from 'react';
import { NEWSLETTER_POPUP_DELAY_MS } from '../../domain/newsletter/newsletter';
import { useStores } from '../app/stores-context';
import { popupAlreadyShown, rememberPopupShown } from './newsletter-popup';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Opens the newsletter modal once, 8000 ms after the first load (catalogue spec §2, §9), remembered in local storage.
 * The host mounts right after hydration, so the delay counts from there.
 * When another modal is open at that moment it waits until that one closes.
 */
export function NewsletterPopup() {
  const { modals } = useStores();
  useEffect(() => {
    const storage = browserStorage();
    if (popupAlreadyShown(storage)) return;
    let stopWaiting: (() => void) | undefined;
    const timer = setTimeout(() => {
      stopWaiting = when(
        () => !modals.isOpen,
        () => {
          if (popupAlreadyShown(storage)) return;
          rememberPopupShown(storage);
          modals.open('newsletter');
        },
      );
    }, NEWSLETTER_POPUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stopWaiting?.();
    };
  }, [modals]);
  return null;
}
