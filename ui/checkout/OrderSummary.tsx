import { observer } from 'mobx-react-lite';
import { type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStores } from '../app/stores-context';
import { TextField } from '../components/Field';
import { useDomainText } from '../i18n/domain/DomainText';
import { type CheckoutStore } from './checkout.store';
import { messages } from './messages';
import { fieldId, focusField } from './use-field-error';
import { SummaryLines, SummaryTotals } from './SummaryLines';
import { PersonalPricingApplied } from '../loyalty/PersonalPricing';

/** The order summary beside the steps: the lines, the totals of the cart and the discount code. */
export const OrderSummary = observer(function OrderSummary({ checkout }: { readonly checkout: CheckoutStore }) {
  const intl = useIntl();
  const { cart, connectivity } = useStores();
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
      <SummaryLines lines={cart.items.map((item) => ({ key: cart.key(item), ...cart.line(item) }))} />
      <SummaryTotals rows={cart.totalRows} />
      <PersonalPricingApplied />
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
          {/* Offline the server cannot judge a code: the button waits, as in the cart, instead of calling it invalid. */}
          <button type="submit" className="button button--secondary" disabled={connectivity.offline}>
            <FormattedMessage {...messages.applyDiscount} />
          </button>
          {connectivity.offline && (
            <p className="checkout-summary__coupon-hint">
              <FormattedMessage {...messages.discountOffline} />
            </p>
          )}
        </form>
      )}
    </aside>
  );
});
