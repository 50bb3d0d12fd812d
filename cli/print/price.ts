import { formatPrice } from '../../domain/pricing/format-price';
import { fromMajor } from '../../domain/shared/money';
import type { StoreCode } from '../../domain/store-view/store-view';
import { storeViews } from '../../domain/store-view/store-views';

/** A major-unit amount as the store view shows it (€ 59,95); empty when there is none. */
export function price(storeCode: StoreCode, major: number | null | undefined): string {
  if (typeof major !== 'number' || !Number.isFinite(major)) return '';
  return formatPrice(fromMajor(major), storeViews[storeCode].i18n);
}

/** Money in cents as the store view shows it. */
export function cents(storeCode: StoreCode, amount: { readonly amount: number; readonly currency: 'EUR' } | undefined): string {
  return amount === undefined ? '' : formatPrice(amount, storeViews[storeCode].i18n);
}
