import { type MouseEvent } from 'react';

/**
 * Whether a click on a card's link is the shopper's plain click, which the app turns into a client-side navigation:
 * the main button, no modifier (a new tab or window stays the browser's), not cancelled by a handler before.
 * The same rule as react-router's <Link>: a card has two links, and a listing 50 cards, so the card asks
 * useNavigate once instead of giving each link react-router's own hooks (path resolution per link on every render).
 */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
