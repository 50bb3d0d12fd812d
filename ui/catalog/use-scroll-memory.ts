import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { TIMINGS } from '../../domain/catalog/constants';

const storageKey = (key: string) => `list-scroll:${key}`;

/**
 * Keeps the list's scroll position per history entry (session storage, debounced 33 ms, catalogue spec §9) and
 * restores it when the shopper comes back (back/forward or reload, a POP navigation), so the list is where they left it.
 */
export function useScrollMemory(ready: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (!ready) return;
    const key = storageKey(location.key);
    if (navigationType === 'POP') {
      const saved = Number(sessionStorage.getItem(key) ?? '');
      if (Number.isFinite(saved) && saved > 0) window.scrollTo(0, saved);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => sessionStorage.setItem(key, String(Math.round(window.scrollY))), TIMINGS.scrollDebounceMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [ready, location.key, navigationType]);
}
