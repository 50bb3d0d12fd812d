import { type RefObject, useEffect, useRef } from 'react';

/**
 * A native control the shopper changed while the page was still the server's HTML (its scripts loading, React not
 * there yet) shows the new value, but React never saw the change: the next render would put its own value back and
 * the choice would be lost. Once hydrated, a value that differs from the rendered one is handed to
 * `apply`, as its change event would have been. Only the first commit counts; from then on React's own events do.
 */
export function useChoiceBeforeHydration(control: RefObject<HTMLSelectElement | null>, rendered: string, apply: (value: string) => void): void {
  const checked = useRef(false);
  useEffect(() => {
    // Once per mount, StrictMode's second run included.
    if (checked.current) return;
    checked.current = true;
    const value = control.current?.value;
    if (value !== undefined && value !== rendered) apply(value);
  }, [control, rendered, apply]);
}
