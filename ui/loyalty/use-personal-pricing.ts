import { useState } from 'react';
import { loyaltySessionOf } from '../../application/loyalty/loyalty-call';
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
        loyaltySession: () => loyaltySessionOf(useCases.authSession.current),
        notify: (notice) => notifications.notify(notice),
        refreshTotals: () => cart.refreshTotals(),
      }),
  );
  return store;
}
