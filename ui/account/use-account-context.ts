import { useMemo } from 'react';
import { loyaltySessionOf } from '../../application/loyalty/loyalty-call';
import { useStores } from '../app/stores-context';
import { type AccountContext } from './account-context';

/** The account stores' context from the app-wide stores (the session's token read at the moment of each call). */
export function useAccountContext(): AccountContext {
  const { useCases, env, notifications, session } = useStores();
  return useMemo<AccountContext>(
    () => ({
      useCases,
      storeCode: env.storeView.storeCode,
      token: () => useCases.authSession.token,
      loyaltySession: () => loyaltySessionOf(useCases.authSession.current),
      notify: (notice) => notifications.notify(notice),
      syncSession: () => session.sync(),
    }),
    [useCases, env, notifications, session],
  );
}
