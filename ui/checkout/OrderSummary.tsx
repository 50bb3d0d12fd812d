import { observer } from 'mobx-react-lite';
import { type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStores } from '../app/stores-context';
import { TextField } from '../components/Field';
import { useDomainText } from '../i18n/domain/DomainText';
import { type CheckoutStore } from './checkout.store';
import { messages } from './messages';
import { fieldId, focusField } from './use-field-error';
import { usePrice } from './use-price';
import { segmentLabels } from '../cart/CartTotals';

/** The order summary beside the steps: the lines, the totals of the cart and the discount code. */
export const OrderSummary = observer(function OrderSummary({ checkout }: { readonly checkout: CheckoutStore }) {
  const intl = useIntl();
  const { cart } = useStores();
  const price = usePrice();
  const text = useDomainText();
  const discountError = checkout.form.errors.discount;
  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const applied = await checkout.applyDiscount();
    if (!applied) focusField(fieldId('summary', 'discount'));
  };
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        <FormattedMessage {...messages.summary} />
      </h2>
      <ul className="checkout-summary__lines">
        {cart.items.map((item) => {
          const line = cart.line(item);
          return (
            <li key={cart.key(item)} className="checkout-summary__line">
              {line.image !== undefined ? <img src={line.image} alt="" width={56} height={80} loading="lazy" className="checkout-summary__image" /> : <span className="checkout-summary__image" aria-hidden="true" />}
              <span className="checkout-summary__name">
                {line.name}
                {line.options.map((o) => (
                  <span key={o.label} className="checkout-summary__option">
                    {o.label}: {o.value}
                  </span>
                ))}
                <span className="checkout-summary__option">
                  <FormattedMessage {...messages.quantity} values={{ qty: line.qty }} />
                </span>
              </span>
              {line.rowTotal !== undefined && <span className="checkout-summary__price">{price(line.rowTotal)}</span>}
            </li>
          );
        })}
      </ul>
      <dl className="checkout-summary__totals">
        {cart.totalRows.map((row) => (
          <div key={row.code} className={`checkout-summary__row ${row.emphasised ? 'checkout-summary__row--grand' : ''}`}>
            <dt>
              <FormattedMessage {...segmentLabels[row.code]} />
            </dt>
            <dd>{price(row.value)}</dd>
          </div>
        ))}
      </dl>
      {cart.coupon !== undefined ? (
        <p className="checkout-note" role="status">
          <FormattedMessage {...messages.couponApplied} values={{ code: cart.coupon }} />
        </p>
      ) : (
        <form className="checkout-summary__coupon" noValidate onSubmit={(e) => void apply(e)}>
          <TextField
            id={fieldId('summary', 'discount')}
            label={intl.formatMessage(messages.discountCode)}
            value={checkout.form.discountCode}
            error={discountError === undefined ? undefined : text(discountError.id)}
            autoComplete="off"
            onChange={(e) => checkout.form.setDiscountCode(e.target.value)}
          />
          <button type="submit" className="button button--secondary">
            <FormattedMessage {...messages.applyDiscount} />
          </button>
        </form>
      )}
    </aside>
  );
});
