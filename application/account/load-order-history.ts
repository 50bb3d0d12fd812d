import { inject, injectable, optional } from 'inversify';
import { EndExpiredSession } from '../session/end-expired-session';
import type { OrderSummary } from '../../domain/orders/types';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoreCode } from '../../domain/store-view/store-view';
import { CustomerPort } from '../ports/customer-port';
import { type AccountFailure, portFailure, expiredSession } from './account-failure';

/** Order history page size and first page (cart spec §9). */
export const ORDER_HISTORY_PAGE_SIZE = 20;

export interface OrderHistory {
  readonly items: readonly OrderSummary[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
}

/** One page of the customer's orders, 20 a page, newest first (cart spec §7, §9). */
@injectable()
export class LoadOrderHistory {
  constructor(
    @inject(CustomerPort) private readonly customer: CustomerPort,
    @inject(EndExpiredSession) @optional() private readonly expiry?: EndExpiredSession,
  ) {}

  async execute(token: string, page = 1, storeCode?: StoreCode): Promise<Result<OrderHistory, AccountFailure>> {
    const expired = await expiredSession(this.expiry);
    if (expired !== undefined) return err(expired);
    const current = Number.isInteger(page) && page >= 1 ? page : 1;
    try {
      const answer = await this.customer.orderHistory(token, ORDER_HISTORY_PAGE_SIZE, current, storeCode);
      return ok({ ...answer, page: current, pageCount: Math.max(1, Math.ceil(answer.total / ORDER_HISTORY_PAGE_SIZE)) });
    } catch (error) {
      return err(portFailure(error));
    }
  }
}
