import { inject, injectable, optional } from 'inversify';
import { EndExpiredSession } from '../session/end-expired-session';
import type { OrderSummary } from '../../domain/orders/types';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoreCode } from '../../domain/store-view/store-view';
import { CustomerPort } from '../ports/customer-port';
import { type AccountFailure, expiredSession, portFailure } from './account-failure';
import { ORDER_HISTORY_PAGE_SIZE } from './load-order-history';

/** At most this many history pages are read looking for one order (1,000 orders). */
const MAX_PAGES = 50;

/**
 * One order of the customer by its number (cart spec §2 my-order): the platform has no single-order call for a
 * customer (cart spec §7 names only the history), so the history is read page by page, 20 at a time, until it is found.
 */
@injectable()
export class LoadOrder {
  constructor(
    @inject(CustomerPort) private readonly customer: CustomerPort,
    @inject(EndExpiredSession) @optional() private readonly expiry?: EndExpiredSession,
  ) {}

  async execute(token: string, incrementId: string, storeCode?: StoreCode): Promise<Result<OrderSummary | undefined, AccountFailure>> {
    const expired = await expiredSession(this.expiry);
    if (expired !== undefined) return err(expired);
    try {
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await this.customer.orderHistory(token, ORDER_HISTORY_PAGE_SIZE, page, storeCode);
        const found = answer.items.find((order) => order.increment_id === incrementId);
        if (found !== undefined) return ok(found);
        if (page * ORDER_HISTORY_PAGE_SIZE >= answer.total || answer.items.length === 0) return ok(undefined);
      }
      return ok(undefined);
    } catch (error) {
      return err(portFailure(error));
    }
  }
}
