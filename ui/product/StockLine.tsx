import { CircleCheck, CircleAlert, CircleX } from '../components/icons';
import { useIntl } from 'react-intl';
import { DomainText } from '../i18n/domain/DomainText';
import { messages } from './messages';
import { type StockState } from '../../application/catalog/product-page-selection';

/** The stock state under the add-to-cart button: in stock, 'Only {maxQuantity} available', or 'Out of the stock!' (cart spec §4). */
export function StockLine({ stock }: { readonly stock: StockState }) {
  const intl = useIntl();
  switch (stock.kind) {
    case 'out-of-stock':
      return (
        <p className="product-stock product-stock--out" data-testid="product-stock">
          <CircleX aria-hidden="true" size={18} />
          <DomainText id="out-of-the-stock" />
        </p>
      );
    case 'low':
      return (
        <p className="product-stock product-stock--low" data-testid="product-stock">
          <CircleAlert aria-hidden="true" size={18} />
          <DomainText id="only-max-quantity-available" params={{ maxQuantity: stock.maxQuantity }} />
        </p>
      );
    case 'in-stock':
      return (
        <p className="product-stock product-stock--in" data-testid="product-stock">
          <CircleCheck aria-hidden="true" size={18} />
          {intl.formatMessage(messages.inStock)}
        </p>
      );
  }
}
