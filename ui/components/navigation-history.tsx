import { useEffect } from 'react';
import { useStores } from '../app/stores-context';

/** Cart spec §2: the navigation-path history is written on a 100 ms poll. */
export const NAVIGATION_POLL_MS = 100;

/**
 * Records the current full path into the navigationHistory use case every 100 ms (it ignores repeats), so the
 * back-to-previous link knows where the shopper came from. Mount once per layout.
 */
export function NavigationHistoryRecorder() {
  const { useCases, services } = useStores();
  useEffect(() => {
    const record = () => {
      if (services.loaded) useCases.navigationHistory.execute(window.location.pathname + window.location.search);
    };
    // Waits for the use cases without asking for them: an anonymous first page does not need them.
    void services.whenLoaded().then(record);
    const timer = setInterval(record, NAVIGATION_POLL_MS);
    return () => clearInterval(timer);
  }, [useCases, services]);
  return null;
}
