import { FormattedMessage, useIntl } from 'react-intl';
import { type OrderReceipt, type ReceiptAddress } from '../../application/checkout/order-receipt';
import { messages } from './messages';
import { SummaryLines, SummaryTotals } from './SummaryLines';

function Address({ title, address }: { readonly title: string; readonly address: ReceiptAddress }) {
  const intl = useIntl();
  let country = address.country;
  try {
    country = new Intl.DisplayNames([intl.locale], { type: 'region' }).of(address.country) ?? address.country;
  } catch {
    // An unknown code is printed as it is.
  }
  return (
    <div className="checkout-receipt__block">
      <h3 className="checkout-receipt__subtitle">{title}</h3>
      <address className="checkout-receipt__address">
        {[address.name, address.company, ...address.street, `${address.postcode} ${address.city}`, country, address.phone]
          .filter((line): line is string => line !== undefined && line.trim() !== '')
          .map((line, index) => (
            <span key={index}>{line}</span>
          ))}
      </address>
    </div>
  );
}

/** The placed order on the thank-you page: its lines and totals as the cart showed them, both addresses and the methods. */
export function OrderReceiptDetails({ receipt }: { readonly receipt: OrderReceipt }) {
  const intl = useIntl();
  return (
    <div className="checkout-receipt">
      <section className="checkout-receipt__order" aria-labelledby="checkout-receipt-items">
        <h2 id="checkout-receipt-items" className="checkout-summary__title">
          <FormattedMessage {...messages.yourOrder} />
        </h2>
        <SummaryLines lines={receipt.lines.map((line, index) => ({ key: `${line.sku}-${String(index)}`, ...line }))} />
        <SummaryTotals rows={receipt.totals} />
      </section>
      <section className="checkout-receipt__details" aria-labelledby="checkout-receipt-delivery">
        <h2 id="checkout-receipt-delivery" className="checkout-summary__title">
          <FormattedMessage {...messages.deliveryAndPayment} />
        </h2>
        <div className="checkout-receipt__grid">
          <Address title={intl.formatMessage(messages.shippingAddress)} address={receipt.shippingAddress} />
          <Address title={intl.formatMessage(messages.billingAddress)} address={receipt.billingAddress} />
          <div className="checkout-receipt__block">
            <h3 className="checkout-receipt__subtitle">
              <FormattedMessage {...messages.shippingMethod} />
            </h3>
            <p>{receipt.shippingMethod}</p>
          </div>
          <div className="checkout-receipt__block">
            <h3 className="checkout-receipt__subtitle">
              <FormattedMessage {...messages.paymentMethod} />
            </h3>
            <p>{receipt.paymentMethod}</p>
          </div>
        </div>
      </section>
    </div>
  );
}
