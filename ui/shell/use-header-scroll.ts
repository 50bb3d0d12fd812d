import { useEffect, useState } from 'react';
import { SHELL } from './shell-constants';

/**
 * Whether the page is scrolled beyond the threshold (catalogue spec §4): scroll events are handled at most every
 * 33 ms, the scrolled state comes on beyond 20 px and goes off 200 ms after the page is back above it. False on the
 * server and before the first scroll.
 */
export function useHeaderScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let reset: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      debounce = undefined;
      if (window.scrollY > SHELL.scrollThresholdPx) {
        if (reset !== undefined) clearTimeout(reset);
        reset = undefined;
        setScrolled(true);
      } else if (reset === undefined) {
        reset = setTimeout(() => {
          reset = undefined;
          setScrolled(false);
        }, SHELL.headerScrollResetMs);
      }
    };
    const onScroll = () => {
      debounce ??= setTimeout(check, SHELL.scrollDebounceMs);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (debounce !== undefined) clearTimeout(debounce);
      if (reset !== undefined) clearTimeout(reset);
    };
  }, []);

  return scrolled;
}
