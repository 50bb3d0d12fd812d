import { type MouseEvent } from 'react';

/**
 * Whether a click on a link is the shopper's plain click, which the app turns into a client-side navigation: the main
 * button, no modifier (a new tab or window stays the browser's), not cancelled by a handler before. The same rule as
 * react-router's <Link>, which ShopLink stands in for.
 */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
