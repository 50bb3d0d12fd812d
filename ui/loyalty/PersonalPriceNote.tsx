import { BadgePercent } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { useStores } from '../app/stores-context';
import { usePrice } from '../checkout/use-price';
import { messages } from './messages';
import { usePersonalPricing } from './use-personal-pricing';

/**
 * The product page's personal price and offers for a signed-in customer whose loyalty session has not expired (cart
 * spec §6, §7): loaded only for such a customer (ProductPage imports it lazily), so a guest's page carries none of it.
 */
const PersonalPriceNote = observer(function PersonalPriceNote({ price }: { readonly price: number | undefined }) {
  const { env } = useStores();
  const store = usePersonalPricing();
  const format = usePrice();
  useEffect(() => void store.check(), [store]);
  const view = store.view(price);
  if (view === undefined) return null;
  return (
    <section className="personal-price" aria-labelledby="personal-price-title" data-testid="personal-price">
      <h2 id="personal-price-title" className="personal-price__title">
        <BadgePercent aria-hidden="true" size={18} />
        <FormattedMessage {...messages.offers} />
      </h2>
      {view.price !== undefined && (
        <p className="personal-price__amount">
          <span><FormattedMessage {...messages.price} /></span> <strong>{format(view.price)}</strong>
        </p>
      )}
      {view.percent > 0 && (
        <p className="personal-price__line">
          <FormattedMessage {...messages.discount} values={{ percent: view.percent, codes: view.codes.join(', ') }} />
        </p>
      )}
      {view.couponCount > 0 && (
        <p className="personal-price__line">
          <Link to={withStorePrefix(env.storeView.storeCode, '/my-account')}>
            <FormattedMessage {...messages.coupons} values={{ count: view.couponCount }} />
          </Link>
        </p>
      )}
    </section>
  );
});

export default PersonalPriceNote;
