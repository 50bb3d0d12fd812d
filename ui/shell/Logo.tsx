import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { type StoreCode } from '../../domain/store-view/store-view';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { messages } from '../i18n/messages';

/** The shop's wordmark, linking to the store view's home. */
export function Logo({ storeCode }: { storeCode: StoreCode }) {
  const intl = useIntl();
  return (
    <Link to={withStorePrefix(storeCode, '/')} className="logo" aria-label={intl.formatMessage(messages.logoHome)}>
      <span aria-hidden="true">NOORD</span>
    </Link>
  );
}
