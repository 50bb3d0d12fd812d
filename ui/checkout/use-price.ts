import { formatPrice } from '../../domain/pricing/format-price';
import { type Money } from '../../domain/shared/money';
import { useStores } from '../app/stores-context';

/** Formats money with the store view's price format (never toFixed). */
export function usePrice(): (value: Money) => string {
  const { env } = useStores();
  return (value: Money) => formatPrice(value, env.storeView.i18n);
}
