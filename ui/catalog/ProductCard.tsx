import { ShoppingBag } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStores } from '../app/stores-context';
import { ShopLink } from '../components/ShopLink';
import { canAdd, cardState, chooseSize } from '../../application/catalog/product-card-selection';
import { productToAdd } from '../../application/catalog/product-card-selection';
import type { ProductCardView } from '../../application/catalog/product-card-presenter';
import { CardImage } from './CardImage';
import { CardLabels } from './CardLabels';
import { CardPrice } from './CardPrice';
import { CardSizes } from './CardSizes';
import { messages } from './messages';

export interface ProductCardProps {
  readonly card: ProductCardView;
  /** Position in the list (0-based): the first four load their images eagerly (catalogue spec §9). */
  readonly index: number;
  readonly eager?: boolean;
  /** Offer the sizes and add to cart on the card (the size selector rules of the list). */
  readonly quickAdd?: boolean;
  /** The shopper opens the product (select_item, the provider's click notification). */
  readonly onOpen?: (card: ProductCardView, index: number, variantSku: string) => void;
}

/**
 * A product in a list (catalogue spec §3, §4): pictures, name, prices, labels by corner; with quick add, its sizes
 * resolve a variant that switches sku, picture and price, and add to cart waits for a size and says when the choice
 * is out of stock.
 */
export const ProductCard = observer(function ProductCard({ card, index, eager, quickAdd = true, onOpen }: ProductCardProps) {
  const { cart } = useStores();
  const intl = useIntl();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [revealed, setRevealed] = useState(false);
  const variant = chosen === undefined ? undefined : chooseSize(card, chosen);
  const state = cardState(card, variant);
  const link = state.variant === undefined ? card.link : `${card.link}?childSku=${encodeURIComponent(state.sku)}`;
  const open = () => onOpen?.(card, index, state.sku);
  const showSizes = quickAdd && card.sizes !== undefined;
  const soldOut = !state.inStock;

  return (
    <article className="product-card" data-sku={state.sku} aria-labelledby={`card-${card.sku}`}>
      <ShopLink to={link} className="product-card__media" onClick={open} tabIndex={-1} aria-hidden="true">
        <CardImage images={state.images} alt="" eager={eager ?? index < 4} priority={eager === undefined && index === 0} />
        <CardLabels labels={card.labels} />
      </ShopLink>
      <div className="product-card__body">
        {card.brand !== undefined && <p className="product-card__brand">{card.brand}</p>}
        <h3 className="product-card__name" id={`card-${card.sku}`}>
          <ShopLink to={link} onClick={open}>
            {card.name}
          </ShopLink>
        </h3>
        <CardPrice price={state.price} />
        {!quickAdd && soldOut && (
          <p className="product-card__stock">
            <FormattedMessage {...messages.outOfStock} />
          </p>
        )}
        {quickAdd && (
          <div className={showSizes ? `product-card__quick product-card__quick--sizes${revealed ? ' is-revealed' : ''}` : 'product-card__quick'}>
            {showSizes && (
              <button type="button" className="product-card__reveal" aria-expanded={revealed} onClick={() => setRevealed(!revealed)}>
                <FormattedMessage {...messages.chooseSize} />
              </button>
            )}
            {showSizes && <CardSizes card={card} chosen={chosen} onChoose={setChosen} />}
            <button
              type="button"
              className="product-card__add"
              disabled={!canAdd(card, state) || cart.isAdding}
              onClick={() => void cart.add(productToAdd(card, state), 1, card.ticket === undefined ? {} : { ticket: state.variant?.ticket ?? card.ticket })}
              aria-label={soldOut ? undefined : `${intl.formatMessage(messages.addToCart)}: ${card.name}`}
            >
              <ShoppingBag aria-hidden="true" size={16} />
              {soldOut ? <FormattedMessage {...messages.outOfStock} /> : <FormattedMessage {...messages.addToCart} />}
            </button>
          </div>
        )}
      </div>
    </article>
  );
});
