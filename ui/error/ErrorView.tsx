import { RotateCw } from '../components/icons';
import { FormattedMessage } from 'react-intl';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { type StoreCode } from '../../domain/store-view/store-view';
import { messages } from '../i18n/messages';
import { ShopLink } from '../components/ShopLink';

/** What a shopper sees when a page failed: what happened, try again, or go home (the error route, minimal layout). */
export function ErrorView({ storeCode }: { storeCode: StoreCode }) {
  return (
    <section className="status-page" aria-labelledby="error-title">
      <p className="status-page__code" aria-hidden="true">
        !
      </p>
      <h1 id="error-title">
        <FormattedMessage {...messages.errorTitle} />
      </h1>
      <p className="status-page__text">
        <FormattedMessage {...messages.errorText} />
      </p>
      <div className="status-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" size={18} />
          <FormattedMessage {...messages.tryAgain} />
        </button>
        <ShopLink className="button button--secondary" to={withStorePrefix(storeCode, '/')}>
          <FormattedMessage {...messages.backHome} />
        </ShopLink>
      </div>
    </section>
  );
}
