import { observable, runInAction, when } from 'mobx';
import { useEffect, useState } from 'react';
import { NEWSLETTER_POPUP_DELAY_MS } from '../../domain/newsletter/newsletter';
import { useStores } from '../app/stores-context';
import { usePageData } from '../shell/use-page-data';
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
 * It is an overlay of its own (ui/shell/optional-slots.tsx), mounted right after hydration, so the delay counts from
 * there; the modal host it opens loads when the modal is due.
 * When another modal is open at that moment it waits until that one closes; in checkout (its layout: checkout, payment
 * return and failure) it waits until the shopper leaves, so it never covers a form or a confirmation. Offline it waits
 * for the connection: the modal's code may not be here yet, and an error nobody asked for is no offer.
 */
export function NewsletterPopup() {
  const { modals, connectivity } = useStores();
  const inCheckout = usePageData()?.layout === 'checkout';
  const [checkout] = useState(() => observable.box(inCheckout));
  useEffect(() => {
    runInAction(() => checkout.set(inCheckout));
  }, [checkout, inCheckout]);
  useEffect(() => {
    const storage = browserStorage();
    if (popupAlreadyShown(storage)) return;
    let stopWaiting: (() => void) | undefined;
    const timer = setTimeout(() => {
      stopWaiting = when(
        () => !modals.isOpen && !checkout.get() && !connectivity.offline,
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
  }, [modals, checkout, connectivity]);
  return null;
}
