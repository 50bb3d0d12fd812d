import { type CartItem } from '../../domain/cart/types';
import { IMAGES } from '../../domain/catalog/constants';
import { formatPrice, type PriceFormat } from '../../domain/pricing/format-price';
import { money } from '../../domain/shared/money';

export interface CartLineView {
  readonly name: string;
  readonly sku: string;
  /** Cart thumbnail at catalogue spec §9's 210×300, or none for a line the server added. */
  readonly image?: string;
  readonly options: readonly { readonly label: string; readonly value: string }[];
  readonly unitPrice?: string;
  readonly rowTotal?: string;
}

/** What a cart line shows: name, chosen options, thumbnail and prices in the store view's format. */
export function cartLineView(item: CartItem, format: Partial<PriceFormat>): CartLineView {
  const unit = item.totals?.price_incl_tax ?? item.price_incl_tax;
  const row = item.totals?.row_total_incl_tax ?? (unit === undefined ? undefined : money(unit.amount * item.qty, unit.currency));
  const thumbnail = item.thumbnails?.[0];
  const { width, height } = IMAGES.cartThumbnail;
  return {
    name: item.name ?? item.totals?.name ?? item.sku,
    sku: item.sku,
    ...(thumbnail === undefined ? {} : { image: `/img/${String(width)}/${String(height)}${thumbnail.startsWith('/') ? thumbnail : `/${thumbnail}`}` }),
    options: optionsOf(item),
    ...(unit === undefined || unit.amount <= 0 ? {} : { unitPrice: formatPrice(unit, format) }),
    ...(row === undefined || row.amount <= 0 ? {} : { rowTotal: formatPrice(row, format) }),
  };
}

function optionsOf(item: CartItem): readonly { label: string; value: string }[] {
  const fromTotals = item.totals?.options ?? item.options;
  if (fromTotals !== undefined && fromTotals.length > 0) return fromTotals;
  const configurable = item.product_option?.extension_attributes?.configurable_item_options ?? [];
  return configurable.flatMap((o) => (o.label === undefined || o.value === undefined ? [] : [{ label: o.label, value: String(o.value) }]));
}
