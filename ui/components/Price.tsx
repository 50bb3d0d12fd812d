import { FormattedMessage } from 'react-intl';
import { formatPrice } from '../../domain/pricing/format-price';
import { type Money } from '../../domain/shared/money';
import { useStores } from '../app/stores-context';
import { messages } from './messages';

export interface PriceProps {
  readonly regular: Money;
  /** An active special price (the domain already dropped one that is not below the regular price). */
  readonly special?: Money | undefined;
  readonly className?: string;
}

/**
 * A price in the store view's format (domain/pricing): the regular price, or the special price in the accent with
 * the old price struck through (VISUAL.md). Tabular figures, so prices line up.
 */
export function Price({ regular, special, className }: PriceProps) {
  const { env } = useStores();
  const format = (value: Money) => formatPrice(value, env.storeView.i18n);
  if (special === undefined || special.amount >= regular.amount) {
    return <span className={`price ${className ?? ''}`}>{format(regular)}</span>;
  }
  return (
    <span className={`price price--on-sale ${className ?? ''}`}>
      <span className="price__special">
        <span className="visually-hidden">
          <FormattedMessage {...messages.salePrice} />{' '}
        </span>
        {format(special)}
      </span>{' '}
      <s className="price__old">
        <span className="visually-hidden">
          <FormattedMessage {...messages.oldPrice} />{' '}
        </span>
        {format(regular)}
      </s>
    </span>
  );
}
