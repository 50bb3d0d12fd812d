import { formatPrice } from '../../domain/pricing/format-price';
import { money } from '../../domain/shared/money';
import { useStores } from '../app/stores-context';

/** Formats cents with the store view's price format (`€ 59,95`). */
export function useFormatPrice(): (cents: number) => string {
  const { env } = useStores();
  return (cents) => formatPrice(money(cents), env.storeView.i18n);
}
