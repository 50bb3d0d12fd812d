import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type PersonalCoupon } from '../../application/ports/loyalty-port';
import { usePrice } from '../checkout/use-price';
import { useStores } from '../app/stores-context';
import { ShopLink } from '../components/ShopLink';
import { transactionLines } from './loyalty-view';
import { type LoyaltyStore } from './loyalty.store';
import { messages } from './messages';

/**
 * What a coupon gives, in the store view's language: its value, then what kind of coupon it is. The provider's
 * description is left out: it is Dutch on every store view and repeats the value.
 */
function CouponValue({ coupon }: { readonly coupon: PersonalCoupon }) {
  const price = usePrice();
  const percent = coupon.discount.kind === 'by_percent';
  return (
    <>
      <strong>{coupon.discount.kind === 'by_percent' ? `${String(coupon.discount.percent)}%` : price(coupon.discount.amount)}</strong>{' '}
      <FormattedMessage {...(percent ? messages.couponPercent : messages.couponFixed)} />
    </>
  );
}

/** The loyalty block (cart spec §4, §6, §7): personal coupons to use in the cart, and the transactions, each opened on its own page. */
export const LoyaltySection = observer(function LoyaltySection({ store, prefix }: { readonly store: LoyaltyStore; readonly prefix: string }) {
  const intl = useIntl();
  const price = usePrice();
  const { env } = useStores();
  useEffect(() => {
    void store.loadCoupons().then(() => store.loadTransactions());
  }, [store]);
  const coupons = store.coupons;
  const transactions = store.transactions;
  return (
    <section className="account__block" aria-labelledby="account-loyalty">
      <h2 id="account-loyalty">
        <FormattedMessage {...messages.loyalty} />
      </h2>
      <h3>
        <FormattedMessage {...messages.personalCoupons} />
      </h3>
      {coupons.status === 'error' && (
        <p role="alert">
          <FormattedMessage {...messages.loyaltyUnavailable} />
        </p>
      )}
      {coupons.status === 'ready' && coupons.data.length === 0 && (
        <p>
          <FormattedMessage {...messages.noCoupons} />
        </p>
      )}
      {coupons.status === 'ready' && coupons.data.length > 0 && (
        <ul className="account-coupons">
          {coupons.data.map((coupon) => (
            <li key={coupon.code}>
              <p>
                <CouponValue coupon={coupon} />
              </p>
              <p className="account-coupons__code">
                <code>{coupon.code}</code>
                {coupon.expiresAt !== undefined && (
                  <>
                    {' '}
                    · <FormattedMessage {...messages.couponValidUntil} values={{ date: intl.formatDate(coupon.expiresAt, { dateStyle: 'medium' }) }} />
                  </>
                )}
              </p>
              <button
                type="button"
                className="button button--secondary"
                disabled={store.applying !== undefined}
                aria-label={intl.formatMessage(messages.applyCouponOf, { code: coupon.code })}
                onClick={() => void store.apply(coupon.code)}
              >
                <FormattedMessage {...messages.applyCoupon} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3>
        <FormattedMessage {...messages.transactions} />
      </h3>
      {transactions.status === 'error' && (
        <p role="alert">
          <FormattedMessage {...messages.loyaltyUnavailable} />
        </p>
      )}
      {transactions.status === 'ready' && transactions.data.length === 0 && (
        <p>
          <FormattedMessage {...messages.noTransactions} />
        </p>
      )}
      {transactions.status === 'ready' && transactions.data.length > 0 && (
        <ul className="account-transactions">
          {transactionLines(transactions.data, env.storeView.i18n.dateFormat)
            .slice(0, 10)
            .map((t) => (
              <li key={t.id}>
                <ShopLink to={`${prefix}/my-account?transaction=${encodeURIComponent(t.id)}`}>
                  <FormattedMessage {...messages.transaction} values={{ id: t.id }} />
                </ShopLink>
                {t.dateText !== undefined && (
                  <>
                    {' '}
                    · <span className="account-transactions__date">{t.dateText}</span>
                  </>
                )}
                <span className="account-transactions__figures">
                  {t.amount !== undefined && <span>{price(t.amount)}</span>}
                  {t.points !== undefined && (
                    <span>
                      <FormattedMessage {...(t.points < 0 ? messages.pointsSpent : messages.pointsChange)} values={{ points: Math.abs(t.points) }} />
                    </span>
                  )}
                  <span>
                    <FormattedMessage {...messages.pointsBalance} values={{ points: t.balance }} />
                  </span>
                </span>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
});
