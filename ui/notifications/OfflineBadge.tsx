import { WifiOff } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../app/stores-context';
import { DomainText } from '../i18n/domain/DomainText';

/**
 * 'You are offline. Some features might not be available.' (catalogue spec §2) while the browser is offline. It also
 * starts the ConnectivityStore, which follows the browser's online and offline events from this effect.
 */
export const OfflineBadge = observer(function OfflineBadge() {
  const { connectivity } = useStores();
  useEffect(() => connectivity.start(window), [connectivity]);
  return (
    <div className="offline-badge-region" role="status" aria-live="polite">
      {connectivity.offline && (
        <p className="offline-badge">
          <WifiOff aria-hidden="true" size={16} />
          <DomainText id="offline-badge" />
        </p>
      )}
    </div>
  );
});
