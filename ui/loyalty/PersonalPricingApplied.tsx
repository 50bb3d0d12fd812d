import { BadgePercent } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../app/stores-context';
import { messages } from './messages';
import { usePersonalPricing } from './use-personal-pricing';

/**
 * Cart and checkout summary: once the cart is loaded, a signed-in customer's quote gets her personal discounts and is
 * validated (codes that no longer apply are dropped with a warning); the personal price that applies is named here
 * (cart spec §6, §7). Guests and expired sessions see nothing and cause no call.
 */
export const PersonalPricingApplied = observer(function PersonalPricingApplied() {
  const { cart, session } = useStores();
  const store = usePersonalPricing();
  const cartId = cart.view?.token;
  const ready = cart.isLoaded && !cart.isEmpty && session.isLoggedIn && cartId !== undefined;
  useEffect(() => {
    if (ready) void store.applyToCart(cartId);
  }, [ready, cartId, store]);
  const view = store.applied;
  if (!session.isLoggedIn || view === undefined || view.percent === 0) return null;
  return (
    <p className="personal-price personal-price--applied" role="status" data-testid="personal-pricing-applied">
      <BadgePercent aria-hidden="true" size={18} />
      <span>
        <FormattedMessage {...messages.applied} values={{ percent: view.percent, codes: view.codes.join(', ') }} />
      </span>
    </p>
  );
});
