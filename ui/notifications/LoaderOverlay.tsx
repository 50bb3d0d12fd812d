import { LoaderCircle } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../app/stores-context';
import { messages } from './messages';

/** The loader overlay (catalogue spec §2): shown while `stores.ui.showLoader()` calls outnumber `hideLoader()`. */
export const LoaderOverlay = observer(function LoaderOverlay() {
  const { ui } = useStores();
  if (!ui.loader) return null;
  return (
    <div className="loader-overlay" role="status" aria-live="polite">
      <LoaderCircle className="spinner" aria-hidden="true" size={40} />
      <span className="visually-hidden">
        <FormattedMessage {...messages.loading} />
      </span>
    </div>
  );
});
