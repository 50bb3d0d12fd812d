import { useIntl } from 'react-intl';
import { messages } from './messages';
import { type PriceView } from '../../application/catalog/product-page-presenter';
import { useFormatPrice } from './use-format-price';

/** The shown price incl. tax: a sale price in the accent with the regular price struck through. */
export function PriceTag({ price, total = false }: { readonly price: PriceView | undefined; readonly total?: boolean }) {
  const intl = useIntl();
  const format = useFormatPrice();
  if (price === undefined) return null;
  const onSale = price.special !== undefined && price.final < price.regular;
  return (
    <p className="product-price price" data-testid="product-price">
      {total && <span className="product-price__caption">{intl.formatMessage(messages.setPrice)}</span>}
      {onSale ? (
        <>
          <span className="product-price__sale">
            <span className="product-sr-only">{intl.formatMessage(messages.salePrice)} </span>
            {format(price.final)}
          </span>
          <s className="product-price__old">
            <span className="product-sr-only">{intl.formatMessage(messages.regularPrice)} </span>
            {format(price.regular)}
          </s>
        </>
      ) : (
        <span className="product-price__current">{format(price.final)}</span>
      )}
    </p>
  );
}
