import { type RefObject, useEffect, useRef } from 'react';
import { focusableIn } from './focusable';

/**
 * Keeps keyboard focus inside `ref` while `active`: focus moves in when it activates, Tab and Shift+Tab wrap around,
 * Escape calls `onEscape`, and focus returns to the element that had it before once the trap ends.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape?: () => void): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!container.contains(document.activeElement)) (focusableIn(container)[0] ?? container).focus();

    // On the document, so Escape and Tab work even when focus slipped out (e.g. a click on a non-focusable spot).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && escape.current && !event.defaultPrevented) {
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(container);
      if (!container.contains(document.activeElement)) {
        event.preventDefault();
        (items[0] ?? container).focus();
        return;
      }
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0] as HTMLElement;
      const last = items[items.length - 1] as HTMLElement;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (before && before.isConnected) before.focus();
    };
  }, [ref, active]);
}
