import { FormattedMessage, useIntl } from 'react-intl';
import { segmentLabels } from '../cart/CartTotals';
import { messages } from './messages';
import { usePrice } from './use-price';

type Amount = Parameters<ReturnType<typeof usePrice>>[0];

export interface SummaryLine {
  readonly key: string;
  readonly image?: string | undefined;
  readonly name: string;
  readonly options: readonly { readonly label: string; readonly value: string }[];
  readonly qty: number;
  readonly rowTotal?: Amount | undefined;
}

export interface SummaryTotal {
  readonly code: keyof typeof segmentLabels;
  readonly emphasised: boolean;
  readonly value: Amount;
  /** A zero shipping cost reads 'Free'. */
  readonly free?: boolean;
}

/** The lines of an order as the checkout's summary and the thank-you page list them: picture, name, options, qty, total. */
export function SummaryLines({ lines }: { readonly lines: readonly SummaryLine[] }) {
  const price = usePrice();
  return (
    <ul className="checkout-summary__lines">
      {lines.map((line) => (
        <li key={line.key} className="checkout-summary__line">
          {line.image !== undefined ? (
            <img src={line.image} alt="" width={56} height={80} loading="lazy" className="checkout-summary__image" />
          ) : (
            <span className="checkout-summary__image" aria-hidden="true" />
          )}
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
      ))}
    </ul>
  );
}

/** The totals of an order, the grand total emphasised. */
export function SummaryTotals({ rows }: { readonly rows: readonly SummaryTotal[] }) {
  const intl = useIntl();
  const price = usePrice();
  return (
    <dl className="checkout-summary__totals">
      {rows.map((row) => (
        <div key={row.code} className={`checkout-summary__row ${row.emphasised ? 'checkout-summary__row--grand' : ''}`}>
          <dt>
            <FormattedMessage {...segmentLabels[row.code]} />
          </dt>
          <dd>{row.free === true ? intl.formatMessage(messages.free) : price(row.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
