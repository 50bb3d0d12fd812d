import { inject, injectable, optional } from 'inversify';
import type { LoyaltyTransaction } from '../../domain/account/types';
import type { Result } from '../../domain/shared/result';
import { ClockPort } from '../ports/clock-port';
import { LoyaltyPort } from '../ports/loyalty-port';
import { type LoyaltyFailure, type LoyaltyOutcome, type LoyaltySession, loyaltyCall } from './loyalty-call';
import { EndExpiredSession } from '../session/end-expired-session';

/** The user's transactions: the list, and the current one when an id is given (cart spec §3 transactions list, current). */
export interface LoyaltyTransactions {
  readonly list: readonly LoyaltyTransaction[];
  readonly current?: LoyaltyTransaction;
}

/** Loads the transactions list, or one transaction by id into `current` keeping the given list (cart spec §7). */
@injectable()
export class LoadLoyaltyTransactions {
  constructor(
    @inject(LoyaltyPort) private readonly loyalty: LoyaltyPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(EndExpiredSession) @optional() private readonly expiry?: EndExpiredSession,
  ) {}

  async execute(
    session: LoyaltySession,
    transactionId?: string,
    list: readonly LoyaltyTransaction[] = [],
  ): Promise<Result<LoyaltyOutcome<LoyaltyTransactions>, LoyaltyFailure>> {
    return loyaltyCall<LoyaltyTransactions>({ clock: this.clock, expiry: this.expiry }, session, async (token) => {
      if (transactionId === undefined) {
        const answer = await this.loyalty.transactions(token);
        return { ...answer, value: { list: answer.value } };
      }
      const answer = await this.loyalty.transaction(token, transactionId);
      return { ...answer, value: { list, current: answer.value } };
    });
  }
}
