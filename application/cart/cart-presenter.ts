import type { CartItem, CartItemTotals, TotalSegment } from '../../domain/cart/types';
import { IMAGES } from '../../domain/catalog/constants';
import { type ShownSegmentCode, type TotalRow, totalRows } from '../../domain/checkout/totals';
import { addMoney, money, multiplyMoney, type Money } from '../../domain/shared/money';

/** The stock note of a line: a message id and its values (cart spec §4: 'In stock!', 'Only {maxQuantity} available'). */
export interface StockNote {
  readonly kind: 'info' | 'error';
  readonly id: string;
  readonly values?: Readonly<Record<string, number>>;
}

/** What a cart line shows (cart spec §3, §4), as plain data: the microcart, the cart page and the CLI render it. */
export interface CartLineView {
  readonly name: string;
  readonly sku: string;
  readonly qty: number;
  /** Cart thumbnail at catalogue spec §9's 210×300, or none for a line the server added. */
  readonly image?: string;
  readonly options: readonly { readonly label: string; readonly value: string }[];
  /** The unit price incl. tax; none while it is unknown (0 or less). */
  readonly unitPrice?: Money;
  /** The row total incl. tax: the platform's, else the unit price times the quantity. */
  readonly rowTotal?: Money;
  readonly stockNote?: StockNote;
}

/** One total row the cart and the checkout show (cart spec §3 platformTotalSegments). */
export interface TotalRowView {
  readonly code: ShownSegmentCode;
  readonly value: Money;
  /** The grand total is shown emphasised. */
  readonly emphasised: boolean;
  /** Shipping at 0 reads 'Free'. */
  readonly free: boolean;
  /** The discount row names the coupon that gave it. */
  readonly coupon?: string;
}

function optionsOf(item: CartItem): readonly { label: string; value: string }[] {
  const fromTotals = item.totals?.options ?? item.options;
  if (fromTotals !== undefined && fromTotals.length > 0) return fromTotals;
  const configurable = item.product_option?.extension_attributes?.configurable_item_options ?? [];
  return configurable.flatMap((o) => (o.label === undefined || o.value === undefined ? [] : [{ label: o.label, value: String(o.value) }]));
}

/**
 * The stock note of a line: the line's own stock error, else 'Only {maxQuantity} available' when the last stock check
 * found fewer than the line asks for, else its stock info; nothing while the stock is unknown.
 */
export function stockNoteOf(item: CartItem, available: number | undefined): StockNote | undefined {
  if (item.errors?.stock !== undefined) return { kind: 'error', id: item.errors.stock };
  if (available !== undefined && available < item.qty) return { kind: 'error', id: 'only-max-quantity-available', values: { maxQuantity: available } };
  if (item.info?.stock !== undefined) return { kind: 'info', id: item.info.stock };
  return undefined;
}

const known = (amount: Money | undefined): Money | undefined => (amount === undefined || amount.amount <= 0 ? undefined : amount);

/** A cart line: name, chosen options, thumbnail, prices incl. tax and the stock note (`available`: the last stock check's quantity). */
export function presentCartLine(item: CartItem, available?: number): CartLineView {
  const unit = item.totals?.price_incl_tax ?? item.price_incl_tax;
  // The platform's row total counts only for the quantity it priced: a quantity changed offline is not priced yet.
  const pricedQty = item.totals?.qty === undefined || item.totals.qty === item.qty;
  const row = (pricedQty ? item.totals?.row_total_incl_tax : undefined) ?? (unit === undefined ? undefined : money(unit.amount * item.qty, unit.currency));
  const thumbnail = item.thumbnails?.[0];
  const { width, height } = IMAGES.cartThumbnail;
  const unitPrice = known(unit);
  const rowTotal = known(row);
  const stockNote = stockNoteOf(item, available);
  return {
    name: item.name ?? item.totals?.name ?? item.sku,
    sku: item.sku,
    qty: item.qty,
    ...(thumbnail === undefined ? {} : { image: `/img/${String(width)}/${String(height)}${thumbnail.startsWith('/') ? thumbnail : `/${thumbnail}`}` }),
    options: optionsOf(item),
    ...(unitPrice === undefined ? {} : { unitPrice }),
    ...(rowTotal === undefined ? {} : { rowTotal }),
    ...(stockNote === undefined ? {} : { stockNote }),
  };
}

/** A line of the platform's totals (CLI `cart totals`), shown as the cart shows its own lines. */
export const presentTotalsLine = (line: CartItemTotals, sku = ''): CartLineView => presentCartLine({ sku, qty: line.qty ?? 1, totals: line });

/**
 * The total rows to show (cart spec §3, §4): subtotal incl. tax, shipping ('Free' at 0), payment, discount (with its
 * coupon) and grand total in that order; a payment fee or discount of 0 and unknown segments are left out.
 */
export function presentTotals(rows: readonly TotalRow[], coupon?: string): readonly TotalRowView[] {
  return rows.map((row) => ({
    code: row.code,
    value: row.value,
    emphasised: row.emphasised,
    free: row.code === 'shipping' && row.value.amount === 0,
    ...(row.code === 'discount' && coupon !== undefined ? { coupon } : {}),
  }));
}

/**
 * The total rows the cart shows for its lines as they are now, so counts, lines and totals agree (also offline, before
 * the platform priced a change): the subtotal is the sum of the lines' row totals; the grand total keeps the platform's
 * last shipping, payment and discount on top of it. Lines the platform priced as they are give its own subtotal back.
 */
export function presentCartTotals(rows: readonly TotalRow[], items: readonly CartItem[], coupon?: string): readonly TotalRowView[] {
  if (items.length === 0) return presentTotals(rows, coupon);
  const subtotal = items.reduce<Money>((sum, item) => addMoney(sum, presentCartLine(item).rowTotal ?? money(0, sum.currency)), money(0));
  const platformSubtotal = rows.find((row) => row.code === 'subtotal_incl_tax');
  const platformGrand = rows.find((row) => row.code === 'grand_total');
  const extra = platformSubtotal !== undefined && platformGrand !== undefined ? platformGrand.value.amount - platformSubtotal.value.amount : 0;
  const grand = money(subtotal.amount + extra, subtotal.currency);
  const local: TotalRow[] = [];
  local.push({ code: 'subtotal_incl_tax', title: platformSubtotal?.title ?? 'Subtotal', value: subtotal, emphasised: false });
  for (const row of rows) if (row.code !== 'subtotal_incl_tax' && row.code !== 'grand_total') local.push(row);
  local.push({ code: 'grand_total', title: platformGrand?.title ?? 'Grand Total', value: grand, emphasised: true });
  return presentTotals(local, coupon);
}

/** The shown rows of the platform's total segments (the CLI reads segments; the cart's use case returns rows). */
export const presentSegments = (segments: readonly TotalSegment[], coupon?: string): readonly TotalRowView[] => presentTotals(totalRows(segments), coupon);

/** The amount the order costs: the platform's grand total, else the sum of the lines (an order placed offline). */
export function grandTotalOf(rows: readonly TotalRow[], items: readonly CartItem[]): Money {
  const grand = rows.find((row) => row.code === 'grand_total');
  if (grand !== undefined) return grand.value;
  return items.reduce((sum, item) => addMoney(sum, multiplyMoney(item.price_incl_tax ?? item.totals?.price_incl_tax ?? money(0), item.qty)), money(0));
}
