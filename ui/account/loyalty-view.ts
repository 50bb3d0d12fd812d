import { type LoyaltyTransaction } from '../../domain/account/types';
import { fromMajor, type Money } from '../../domain/shared/money';
import { formatDateTime } from '../../domain/store-view/date-format';

/** One line of "Your purchases and points": what the loyalty data holds, ready to show. */
export interface TransactionLine {
  readonly id: string;
  /** In the store view's date format (catalogue spec §9). */
  readonly dateText?: string;
  readonly amount?: Money;
  /** Earned (positive) or spent (negative). */
  readonly points?: number;
  /** The points after this transaction: every earlier one's and its own. */
  readonly balance: number;
}

/** The provider writes 'YYYY-MM-DD HH:mm:ss' in UTC (Magento's date-time). */
export function transactionInstant(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? undefined : ms;
}

export function transactionDateText(value: unknown, dateFormat: string): string | undefined {
  const instant = transactionInstant(value);
  return instant === undefined ? undefined : formatDateTime(instant, dateFormat);
}

/** The transactions as listed (newest first), each with the balance of points it left. */
export function transactionLines(transactions: readonly LoyaltyTransaction[], dateFormat: string): TransactionLine[] {
  const oldestFirst = [...transactions].reverse();
  let balance = 0;
  const lines = oldestFirst.map((t) => {
    const points = typeof t['points'] === 'number' ? t['points'] : undefined;
    balance += points ?? 0;
    const dateText = transactionDateText(t['date'], dateFormat);
    return {
      id: String(t.transaction_id),
      ...(dateText === undefined ? {} : { dateText }),
      ...(typeof t['amount'] === 'number' ? { amount: fromMajor(t['amount']) } : {}),
      ...(points === undefined ? {} : { points }),
      balance,
    };
  });
  return lines.reverse();
}
