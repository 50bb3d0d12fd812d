import { CircleAlert, RotateCcw, ShoppingBag } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../app/stores-context';
import { useHydrated } from '../boot/use-hydrated';
import { DomainText } from '../i18n/domain/DomainText';
import { messages } from './messages';
import { type ProductPageStore } from './product-page.store';
import { StockLine } from './StockLine';

/**
 * Quantity, the one prominent add-to-cart button (disabled while an add runs or the product has errors, cart spec §4),
 * the stock state and the delivery promise under it.
 */
export const AddToCart = observer(function AddToCart({ store }: { readonly store: ProductPageStore }) {
  const intl = useIntl();
  const { cart } = useStores();
  const quantityId = useId();
  const errorId = useId();
  const adding = cart?.isAdding === true;
  // Server HTML arrives before the app: the button waits for the browser to take over instead of ignoring a tap.
  const hydrated = useHydrated();
  const quantityError = store.quantityError;

  const add = async () => {
    for (const line of store.cartLines) {
      const added = await cart?.add(line.product, line.qty);
      if (added !== true) return;
    }
  };

  return (
    <div className="product-buy">
      {Object.entries(store.errors).map(([topic, id]) => (
        <p key={topic} className="product-error" role="alert">
          <CircleAlert aria-hidden="true" size={18} />
          <DomainText id={id} />
        </p>
      ))}
      <div className="product-buy__row">
        <div className="product-quantity">
          <label htmlFor={quantityId} className="product-quantity__label">
            {intl.formatMessage(messages.quantity)}
          </label>
          <input
            id={quantityId}
            className="product-quantity__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={store.maxQuantity}
            value={store.quantityText}
            onChange={(event) => store.setQuantity(event.target.value)}
            aria-invalid={quantityError !== undefined}
            aria-describedby={quantityError === undefined ? undefined : errorId}
          />
        </div>
        <button type="button" className="product-add" onClick={() => void add()} disabled={!hydrated || adding || !store.canAdd} aria-busy={adding}>
          <ShoppingBag aria-hidden="true" size={20} />
          {intl.formatMessage(adding ? messages.adding : messages.addToCart)}
        </button>
      </div>
      {quantityError !== undefined && (
        <p id={errorId} className="product-error">
          <CircleAlert aria-hidden="true" size={18} />
          <DomainText id={quantityError.id} {...(quantityError.params === undefined ? {} : { params: quantityError.params })} />
        </p>
      )}
      <StockLine stock={store.stock} />
      <p className="product-returns">
        <RotateCcw aria-hidden="true" size={18} />
        {intl.formatMessage(messages.freeReturns)}
      </p>
    </div>
  );
});
