import { CircleAlert, X } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStores } from '../app/stores-context';
import { messages } from './messages';

/**
 * The discount code (cart spec §4, §7): apply sends it to the server and reloads the totals; a refused code shows
 * 'The coupon code isn't valid. Verify the code and try again.' under the field (and as a notice); an applied code
 * can be removed.
 */
export const CouponForm = observer(function CouponForm() {
  const { cart, connectivity } = useStores();
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [refused, setRefused] = useState(false);
  const [pending, setPending] = useState(false);
  const fieldId = useId();
  const errorId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    setPending(true);
    const applied = await cart.applyCoupon(code);
    setPending(false);
    setRefused(!applied);
    if (applied) setCode('');
  };

  if (cart.coupon !== undefined) {
    return (
      <div className="cart-coupon cart-coupon--applied">
        <p role="status">
          <FormattedMessage {...messages.couponApplied} values={{ code: cart.coupon }} />
        </p>
        <button type="button" className="text-button" disabled={pending} onClick={() => void cart.removeCoupon()}>
          <X aria-hidden="true" size={14} />
          <FormattedMessage {...messages.couponRemove} />
        </button>
      </div>
    );
  }

  return (
    <form className="cart-coupon" onSubmit={(event) => void onSubmit(event)} noValidate>
      <label htmlFor={fieldId} className="cart-field__label">
        <FormattedMessage {...messages.couponLabel} />
      </label>
      <div className="cart-coupon__row">
        <input
          id={fieldId}
          className="cart-field__input"
          type="text"
          name="coupon"
          autoComplete="off"
          value={code}
          aria-invalid={refused}
          aria-describedby={refused ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setRefused(false);
          }}
        />
        <button type="submit" className="button button--secondary" disabled={pending || connectivity.offline}>
          <FormattedMessage {...messages.couponApply} />
        </button>
      </div>
      {refused && (
        <p id={errorId} className="cart-field__error" role="alert">
          <CircleAlert aria-hidden="true" size={16} />
          {intl.formatMessage({ id: 'invalid-coupon' })}
        </p>
      )}
      {connectivity.offline && (
        <p className="cart-field__hint">
          <FormattedMessage {...messages.couponOffline} />
        </p>
      )}
    </form>
  );
});
