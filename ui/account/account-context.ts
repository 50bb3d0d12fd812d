import { type AccountFailure } from '../../application/account/account-failure';
import { type LoyaltySession } from '../../application/loyalty/loyalty-call';
import { type Notice } from '../../domain/notifications/types';
import { type StoreCode } from '../../domain/store-view/store-view';
import { type UseCases } from '../../application/use-cases/shop-use-cases';

/** What every account store needs: the use cases, who is signed in, the store view, and the app-wide notices. */
export interface AccountContext {
  readonly useCases: UseCases;
  readonly storeCode: StoreCode;
  /** The customer token, read at the moment of the call (it changes on refresh and logout). */
  token(): string | undefined;
  /** The loyalty session: token, profile present, stored expiry (cart spec §4). */
  loyaltySession(): LoyaltySession;
  notify(notice: Notice): void;
  /** Copies the application's session (profile) into the observable session store. */
  syncSession(): void;
}

/** A failed account call: its notice; an expired session has already logged out and warned (cart spec §4). */
export function reportFailure(context: AccountContext, failure: AccountFailure): void {
  if (failure.kind === 'session-expired') {
    context.syncSession();
    return;
  }
  context.notify(failure.notice);
}
