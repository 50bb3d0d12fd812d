import { CloudOff } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../app/stores-context';
import { messages } from './messages';

/** Says that cart changes made offline are kept and sent later (cart spec §4 "Offline"); the badge is the shell's. */
export const OfflineNote = observer(function OfflineNote() {
  const { connectivity } = useStores();
  if (!connectivity.offline) return null;
  return (
    <p className="cart-offline" role="status">
      <CloudOff aria-hidden="true" size={18} />
      <FormattedMessage {...messages.offline} />
    </p>
  );
});
