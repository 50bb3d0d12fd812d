import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../app/stores-context';
import { CartLine } from './CartLine';
import { messages } from './messages';

/** The cart's lines as a list, in the order they were added. */
export const CartLines = observer(function CartLines({ compact = false }: { readonly compact?: boolean }) {
  const { cart } = useStores();
  const intl = useIntl();
  return (
    <ul className="cart-lines" aria-label={intl.formatMessage(messages.lines)} tabIndex={-1}>
      {cart.items.map((item) => (
        <CartLine key={cart.key(item)} item={item} compact={compact} />
      ))}
    </ul>
  );
});
