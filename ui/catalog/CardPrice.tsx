import { FormattedMessage } from 'react-intl';
import { formatPrice } from '../../domain/pricing/format-price';
import { useStores } from '../app/stores-context';
import type { CardPrice as Price } from '../../application/catalog/product-card-presenter';
import { messages } from './messages';

/** Regular and special price in the store view's format ('€ 59,95'); the old price struck through. */
export function CardPrice({ price }: { readonly price: Price }) {
  const { env } = useStores();
  const format = (amount: Price['regular']) => formatPrice(amount, env.storeView.i18n);
  // A price of 0 is unknown (cart spec: such a product cannot be added): no price is better than '€ 0,00'.
  if (price.regular.amount <= 0) return null;
  if (price.special === undefined) {
    return (
      <p className="card-price">
        <span className="card-price__current">{format(price.regular)}</span>
      </p>
    );
  }
  return (
    <p className="card-price">
      <span className="visually-hidden">
        <FormattedMessage {...messages.specialPrice} />
      </span>
      <span className="card-price__current card-price__current--sale">{format(price.special)}</span>{' '}
      <span className="visually-hidden">
        <FormattedMessage {...messages.regularPrice} />
      </span>
      <s className="card-price__old">{format(price.regular)}</s>
    </p>
  );
}
