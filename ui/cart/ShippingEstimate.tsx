import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { type ShippingMethod } from '../../domain/checkout/types';
import { formatPrice } from '../../domain/pricing/format-price';
import { useStores } from '../app/stores-context';
import { messages } from './messages';

const countries = [
  { code: 'NL', label: messages.countryNL },
  { code: 'BE', label: messages.countryBE },
  { code: 'DE', label: messages.countryDE },
] as const;

/** Shipping estimate on the cart page: the methods the server offers for a country and postcode (cart spec §4). */
export const ShippingEstimate = observer(function ShippingEstimate() {
  const { cart, env } = useStores();
  const [country, setCountry] = useState(env.storeView.tax.defaultCountry);
  const [postcode, setPostcode] = useState('');
  const [methods, setMethods] = useState<readonly ShippingMethod[] | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const countryId = useId();
  const postcodeId = useId();
  const resultId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    const found = await cart.estimateShipping(country, postcode.trim());
    setPending(false);
    setMethods(found);
  };

  return (
    <details className="cart-estimate">
      <summary>
        <FormattedMessage {...messages.estimateTitle} />
      </summary>
      <form className="cart-estimate__form" onSubmit={(event) => void onSubmit(event)}>
        <div className="cart-field">
          <label htmlFor={countryId} className="cart-field__label">
            <FormattedMessage {...messages.country} />
          </label>
          <select id={countryId} className="cart-field__input" value={country} onChange={(event) => setCountry(event.target.value)} autoComplete="country">
            {countries.map((c) => (
              <FormattedMessage key={c.code} {...c.label}>
                {(label) => <option value={c.code}>{label}</option>}
              </FormattedMessage>
            ))}
          </select>
        </div>
        <div className="cart-field">
          <label htmlFor={postcodeId} className="cart-field__label">
            <FormattedMessage {...messages.postcode} />
          </label>
          <input
            id={postcodeId}
            className="cart-field__input"
            type="text"
            value={postcode}
            autoComplete="postal-code"
            onChange={(event) => setPostcode(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--secondary" disabled={pending}>
          <FormattedMessage {...messages.estimate} />
        </button>
      </form>
      {methods !== undefined && (
        <section aria-labelledby={resultId} className="cart-estimate__result" aria-live="polite">
          <h3 id={resultId} className="cart-estimate__title">
            <FormattedMessage {...messages.estimateResult} />
          </h3>
          <ul>
            {methods.map((m) => (
              <li key={`${m.carrier_code}_${m.method_code}`}>
                <span>{m.method_title}</span>
                <span>{m.price_incl_tax.amount === 0 ? <FormattedMessage {...messages.free} /> : formatPrice(m.price_incl_tax, env.storeView.i18n)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </details>
  );
});
