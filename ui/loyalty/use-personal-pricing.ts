import { useState } from 'react';
import { useStores } from '../app/stores-context';
import { PersonalPricingStore } from './personal-pricing.store';

/** One PersonalPricingStore for the screen that shows personal pricing; the session is read at the moment of each call. */
export function usePersonalPricing(): PersonalPricingStore {
  const { useCases, env, notifications, cart } = useStores();
  const [store] = useState(
    () =>
      new PersonalPricingStore({
        useCases,
        storeCode: env.storeView.storeCode,
        loyaltySession: () => {
          const current = useCases.authSession.current;
          return {
            hasProfile: current.profile !== undefined,
            ...(current.token === undefined ? {} : { token: current.token }),
            ...(current.sessionExpires === undefined ? {} : { sessionExpires: current.sessionExpires }),
          };
        },
        notify: (notice) => notifications.notify(notice),
        refreshTotals: () => cart.refreshTotals(),
      }),
  );
  return store;
}
