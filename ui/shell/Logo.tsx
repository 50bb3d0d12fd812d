import { useIntl } from 'react-intl';
import { type StoreCode } from '../../domain/store-view/store-view';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { messages } from '../i18n/messages';
import { ShopLink } from '../components/ShopLink';

/** The shop's wordmark, linking to the store view's home. */
export function Logo({ storeCode }: { storeCode: StoreCode }) {
  const intl = useIntl();
  return (
    <ShopLink to={withStorePrefix(storeCode, '/')} className="logo" aria-label={intl.formatMessage(messages.logoHome)}>
      <span aria-hidden="true">NOORD</span>
    </ShopLink>
  );
}
