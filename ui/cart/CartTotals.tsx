import { observer } from 'mobx-react-lite';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { type ShownSegmentCode } from '../../domain/checkout/totals';
import { formatPrice } from '../../domain/pricing/format-price';
import { useStores } from '../app/stores-context';
import { messages } from './messages';

/** The shop's own names of the total segments (the server's titles are English only). */
export const segmentLabels: Readonly<Record<ShownSegmentCode, MessageDescriptor>> = {
  subtotal_incl_tax: messages.subtotal,
  shipping: messages.shipping,
  payment: messages.payment,
  discount: messages.discount,
  grand_total: messages.grandTotal,
};

/** The platform total segments: subtotal, shipping, payment costs, discount and the grand total (cart spec §3). */
export const CartTotals = observer(function CartTotals() {
  const { cart, env } = useStores();
  if (cart.totalRows.length === 0) return null;
  return (
    <div className="cart-totals">
      <dl className="cart-totals__rows">
        {cart.totalRows.map((row) => (
          <div
            key={row.code}
            className={`cart-totals__row${row.emphasised ? ' cart-totals__row--grand' : ''}${row.code === 'discount' ? ' cart-totals__row--discount' : ''}`}
          >
            <dt>
              <FormattedMessage {...segmentLabels[row.code]} />
              {row.coupon !== undefined && <span className="cart-totals__code"> ({row.coupon})</span>}
            </dt>
            <dd>{row.free ? <FormattedMessage {...messages.free} /> : formatPrice(row.value, env.storeView.i18n)}</dd>
          </div>
        ))}
      </dl>
      <p className="cart-totals__note">
        <FormattedMessage {...messages.inclTax} />
      </p>
    </div>
  );
});
