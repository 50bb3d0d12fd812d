import { ShoppingBag } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { useStores } from '../app/stores-context';
import { ShopLink } from '../components/ShopLink';
import { messages } from './messages';

/** The friendly empty cart (VISUAL.md): a word of encouragement, the way back to the shop and its top categories. */
export const EmptyCart = observer(function EmptyCart({ onNavigate, headingLevel = 2 }: { readonly onNavigate?: () => void; readonly headingLevel?: 1 | 2 }) {
  const { theme, env } = useStores();
  const storeCode = env.storeView.storeCode;
  const categories = (theme.state.status === 'ready' ? theme.state.data.menu : []).slice(0, 4);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="cart-empty">
      <ShoppingBag aria-hidden="true" size={40} strokeWidth={1.25} />
      <Heading className="cart-empty__title" tabIndex={-1}>
        <FormattedMessage {...messages.emptyTitle} />
      </Heading>
      <p className="cart-empty__text">
        <FormattedMessage {...messages.emptyText} />
      </p>
      {categories.length > 0 && (
        <ul className="cart-empty__links">
          {categories.map((item) => (
            <li key={item.url}>
              <ShopLink to={item.url} onClick={onNavigate}>
                {item.label}
              </ShopLink>
            </li>
          ))}
        </ul>
      )}
      <ShopLink className="button button--primary" to={withStorePrefix(storeCode, '/')} onClick={onNavigate}>
        <FormattedMessage {...messages.emptyShop} />
      </ShopLink>
    </div>
  );
});
