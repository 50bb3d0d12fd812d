import { makeAutoObservable, runInAction } from 'mobx';
import { type OrderHistory } from '../../application/account/load-order-history';
import { presentOrder, presentOrderRow, type OrderDetailView, type OrderRowView } from '../../application/account/order-presenter';
import { type ReorderOutcome } from '../../application/account/reorder';
import { type Profile } from '../../domain/account/types';
import { type OrderedLine } from '../../domain/orders/types';
import { storeViews } from '../../domain/store-view/store-views';
import { type AccountContext, reportFailure } from './account-context';

export type Loadable<T> = { readonly status: 'loading' } | { readonly status: 'ready'; readonly data: T } | { readonly status: 'error' };

export interface OrdersPage {
  readonly rows: readonly OrderRowView[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

const toPage = (history: OrderHistory, dateFormat: string): OrdersPage => ({
  rows: history.items.map((order) => presentOrderRow(order, dateFormat)),
  page: history.page,
  pageCount: history.pageCount,
  total: history.total,
});

/** The order history, 20 a page (cart spec §2 my-orders, §9), and one order with reorder (my-order). */
export class OrdersStore {
  list: Loadable<OrdersPage> = { status: 'loading' };
  order: Loadable<OrderDetailView | undefined> = { status: 'loading' };
  reordering = false;
  lastReorder: ReorderOutcome | undefined = undefined;
  /** The lines' pictures by sku, from today's catalogue (the order history has none). */
  pictures: ReadonlyMap<string, string> = new Map();

  constructor(private readonly context: AccountContext) {
    makeAutoObservable<OrdersStore, 'context'>(this, { context: false });
  }

  /** Order dates and times are written in the store view's format (catalogue spec §9). */
  private get dateFormat(): string {
    return storeViews[this.context.storeCode].i18n.dateFormat;
  }

  async loadPage(page: number): Promise<void> {
    const token = this.context.token();
    if (token === undefined) return;
    this.list = { status: 'loading' };
    const result = await this.context.useCases.loadOrderHistory.execute(token, page, this.context.storeCode);
    runInAction(() => (this.list = result.ok ? { status: 'ready', data: toPage(result.value, this.dateFormat) } : { status: 'error' }));
    if (!result.ok && result.error.kind === 'session-expired') reportFailure(this.context, result.error);
  }

  async loadOrder(number: string, profile: Profile): Promise<void> {
    const token = this.context.token();
    if (token === undefined) return;
    this.order = { status: 'loading' };
    const result = await this.context.useCases.loadOrder.execute(token, number, this.context.storeCode);
    runInAction(() => {
      this.order = result.ok
        ? { status: 'ready', data: result.value === undefined ? undefined : presentOrder(result.value, profile, this.dateFormat) }
        : { status: 'error' };
      this.lastReorder = undefined;
    });
    if (!result.ok && result.error.kind === 'session-expired') reportFailure(this.context, result.error);
    const lines = result.ok ? (result.value?.lines ?? []) : [];
    if (lines.length > 0) {
      const pictures = await this.context.useCases.loadOrderPictures.execute(lines.map((line) => line.sku));
      runInAction(() => (this.pictures = pictures));
    }
  }

  /** Puts the order's lines back in the cart at today's prices; the page says how many went in and which could not. */
  async reorder(lines: readonly OrderedLine[]): Promise<ReorderOutcome | undefined> {
    if (this.reordering) return undefined;
    this.reordering = true;
    try {
      const outcome = await this.context.useCases.reorder.execute(lines);
      runInAction(() => (this.lastReorder = outcome));
      return outcome;
    } finally {
      runInAction(() => (this.reordering = false));
    }
  }
}
