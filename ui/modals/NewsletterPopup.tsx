import { observable, reaction, runInAction } from 'mobx';
import { useEffect, useState } from 'react';
import { NEWSLETTER_POPUP_DELAY_MS } from '../../domain/newsletter/popup';
import { useStores } from '../app/stores-context';
import { isFormField, openOverlays, pageBusyWith } from '../shell/overlay-rule';
import { usePageData } from '../shell/use-page-data';
import { popupAlreadyShown, rememberPopupShown } from './newsletter-popup';

/** Once it had to wait, the page stays free this long before the pop-up comes, so it never seems to answer a close. */
export const POPUP_SETTLE_MS = 1000;

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
 * It follows the overlay rule (ui/shell/overlay-rule.ts): due while the page is busy (a drawer, sheet, modal,
 * confirmation or the menu open, the cookie banner unanswered, the shopper in a form field, a checkout page, offline)
 * it waits until the page has been free for a moment, then shows once.
 */
export function NewsletterPopup() {
  const { modals, connectivity, ui, consent } = useStores();
  const inCheckout = usePageData()?.layout === 'checkout';
  const [checkout] = useState(() => observable.box(inCheckout));
  useEffect(() => {
    runInAction(() => checkout.set(inCheckout));
  }, [checkout, inCheckout]);
  useEffect(() => {
    const storage = browserStorage();
    if (popupAlreadyShown(storage)) return;
    const typing = observable.box(isFormField(document.activeElement));
    const followFocus = () => runInAction(() => typing.set(isFormField(document.activeElement)));
    // focusout fires before the focus lands elsewhere: read where it went once it has.
    const afterFocusOut = () => setTimeout(followFocus, 0);
    document.addEventListener('focusin', followFocus);
    document.addEventListener('focusout', afterFocusOut);
    const busy = () =>
      pageBusyWith({ open: openOverlays({ ui, modals, consent }), typing: typing.get(), inCheckout: checkout.get(), offline: connectivity.offline });
    const show = () => {
      if (popupAlreadyShown(storage)) return;
      rememberPopupShown(storage);
      modals.open('newsletter');
    };
    let settle: ReturnType<typeof setTimeout> | undefined;
    let stopWaiting: (() => void) | undefined;
    const timer = setTimeout(() => {
      if (busy() === undefined) {
        show();
        return;
      }
      stopWaiting = reaction(
        () => busy() === undefined,
        (free) => {
          clearTimeout(settle);
          if (!free) return;
          settle = setTimeout(() => {
            if (busy() !== undefined) return;
            stopWaiting?.();
            show();
          }, POPUP_SETTLE_MS);
        },
      );
    }, NEWSLETTER_POPUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(settle);
      stopWaiting?.();
      document.removeEventListener('focusin', followFocus);
      document.removeEventListener('focusout', afterFocusOut);
    };
  }, [modals, checkout, connectivity, ui, consent]);
  return null;
}
