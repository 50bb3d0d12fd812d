import type { TotalSegment } from '../cart/types';
import type { Money } from '../shared/money';

/** The order in which the cart and checkout show total segments (cart spec §3 platformTotalSegments). */
export const TOTAL_SEGMENT_ORDER = ['subtotal_incl_tax', 'shipping', 'payment', 'discount', 'grand_total'] as const;
export type ShownSegmentCode = (typeof TOTAL_SEGMENT_ORDER)[number];

export interface TotalRow {
  readonly code: ShownSegmentCode;
  readonly title: string;
  readonly value: Money;
  /** The grand total is shown emphasised. */
  readonly emphasised: boolean;
}

/**
 * The total rows to show: subtotal incl. tax, shipping, payment, discount and grand total in that order; a payment fee
 * or discount of 0 is left out, unknown segments (tax, ...) are not shown (cart spec §3, §4).
 */
export function totalRows(segments: readonly TotalSegment[]): readonly TotalRow[] {
  const byCode = new Map(segments.map((s) => [s.code, s]));
  const rows: TotalRow[] = [];
  for (const code of TOTAL_SEGMENT_ORDER) {
    const segment = byCode.get(code);
    if (segment === undefined) continue;
    if ((code === 'payment' || code === 'discount') && segment.value.amount === 0) continue;
    rows.push({ code, title: segment.title, value: segment.value, emphasised: code === 'grand_total' });
  }
  return rows;
}
