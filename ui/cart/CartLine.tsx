import { Minus, Plus, Trash2 } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type CartItem } from '../../domain/cart/types';
import { IMAGES } from '../../domain/catalog/constants';
import { useStores } from '../app/stores-context';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { formatCartLine } from './cart-line-view';
import { messages } from './messages';

export interface CartLineProps {
  readonly item: CartItem;
  /** The microcart shows a smaller picture; the cart page a larger one. */
  readonly compact?: boolean;
}

/**
 * One cart line (cart spec §3, §4): thumbnail, name, options, stock note, price, a quantity that is sent on change and
 * comes back to the previous value when refused, and removal after the shop's confirmation dialog (the cart asks before
 * removal, §9).
 */
export const CartLine = observer(function CartLine({ item, compact = false }: CartLineProps) {
  const { cart, env } = useStores();
  const intl = useIntl();
  const key = cart.key(item);
  const view = cart.line(item);
  const prices = formatCartLine(view, env.storeView.i18n);
  const busy = cart.isBusy(key);
  const [draft, setDraft] = useState(String(item.qty));
  const [confirming, setConfirming] = useState(false);
  const quantityId = useId();
  const note = view.stockNote;
  const available = cart.available[item.sku];
  const quantityError = cart.quantityError(key);
  const errorId = useId();

  useEffect(() => {
    setDraft(String(item.qty));
  }, [item.qty]);

  const change = async (qty: number | string) => {
    const ok = await cart.updateQuantity(key, qty, available);
    // A refused text stays in the field beside its message, to correct; a refusal by the server shows the kept quantity.
    if (!ok && cart.quantityError(key) === undefined) setDraft(String(cart.items.find((i) => cart.key(i) === key)?.qty ?? item.qty));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() !== String(item.qty)) void change(draft);
  };

  const confirmRemoval = async () => {
    await cart.remove(key);
    // The line is gone: focus goes to what takes its place, the list or the empty cart's heading.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.cart-lines, .cart-empty__title')?.focus());
  };

  const { width, height } = IMAGES.cartThumbnail;
  return (
    <li className={`cart-line${compact ? ' cart-line--compact' : ''}`} aria-busy={busy}>
      <div className="cart-line__image">
        {view.image === undefined ? (
          <span className="cart-line__placeholder" role="img" aria-label={intl.formatMessage(messages.noImage)} />
        ) : (
          <img src={view.image} width={width} height={height} alt={view.name} loading="lazy" decoding="async" />
        )}
      </div>
      <div className="cart-line__body">
        <div className="cart-line__head">
          <h3 className="cart-line__name">{view.name}</h3>
          {prices.rowTotal !== undefined && <p className="cart-line__total">{prices.rowTotal}</p>}
        </div>
        {view.options.length > 0 && (
          <dl className="cart-line__options">
            {view.options.map((option) => (
              <div key={`${option.label}:${option.value}`}>
                <dt>{option.label}</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {prices.unitPrice !== undefined && item.qty > 1 && (
          <p className="cart-line__each">
            <FormattedMessage {...messages.each} values={{ price: prices.unitPrice }} />
          </p>
        )}
        {note !== undefined && <p className={`cart-line__stock cart-line__stock--${note.kind}`}>{intl.formatMessage({ id: note.id }, note.values)}</p>}
        {confirming && (
          <ConfirmDialog
            question={intl.formatMessage(messages.removeConfirm)}
            confirmLabel={intl.formatMessage(messages.removeYes)}
            cancelLabel={intl.formatMessage(messages.removeNo)}
            busy={busy}
            onConfirm={() => void confirmRemoval()}
            onCancel={() => setConfirming(false)}
          />
        )}
        <div className="cart-line__controls">
          <form className="cart-qty" noValidate onSubmit={onSubmit}>
            <label className="cart-sr-only" htmlFor={quantityId}>
              <FormattedMessage {...messages.quantityOf} values={{ name: view.name }} />
            </label>
            <button
              type="button"
              className="cart-qty__step"
              aria-label={intl.formatMessage(messages.decrease, { name: view.name })}
              disabled={busy || item.qty <= 1}
              onClick={() => void change(item.qty - 1)}
            >
              <Minus aria-hidden="true" size={16} />
            </button>
            <input
              id={quantityId}
              className="cart-qty__input"
              type="text"
              inputMode="numeric"
              value={draft}
              aria-invalid={quantityError !== undefined}
              aria-describedby={quantityError === undefined ? undefined : errorId}
              disabled={busy}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={() => {
                if (draft.trim() !== String(item.qty)) void change(draft);
              }}
            />
            <button
              type="button"
              className="cart-qty__step"
              aria-label={intl.formatMessage(messages.increase, { name: view.name })}
              disabled={busy || (available !== undefined && item.qty >= available)}
              onClick={() => void change(item.qty + 1)}
            >
              <Plus aria-hidden="true" size={16} />
            </button>
          </form>
          <button
            type="button"
            className="cart-line__remove"
            disabled={busy}
            onClick={() => setConfirming(true)}
            aria-label={intl.formatMessage(messages.removeItem, { name: view.name })}
          >
            <Trash2 aria-hidden="true" size={16} />
            <span aria-hidden="true">
              <FormattedMessage {...messages.remove} />
            </span>
          </button>
        </div>
        {quantityError !== undefined && (
          <p id={errorId} className="cart-line__stock cart-line__stock--error" role="alert">
            {intl.formatMessage({ id: quantityError.id }, quantityError.values)}
          </p>
        )}
        {busy && (
          <p className="cart-sr-only" role="status">
            <FormattedMessage {...messages.updating} />
          </p>
        )}
      </div>
    </li>
  );
});
