import { startTransition, useEffect, useState } from 'react';

/** Set once a page has been taken over in this browser: what mounts later (a client navigation) is hydrated at once. */
let pageTakenOver = false;

/**
 * False on the server and during hydration, true afterwards: for what may only render in the browser.
 *
 * The flip is a transition: React renders what the flag reveals (the overlays, the panels, client-only
 * parts) in slices of a few milliseconds after the hydrated page has committed, instead of one synchronous re-render
 * of every such component in a long task. Every component flips in the same render, so `data-hydrated` on the layout
 * and an enabled add-to-cart button appear together.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageTakenOver);
  useEffect(() => {
    if (hydrated) return;
    pageTakenOver = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
