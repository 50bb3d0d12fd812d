import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { messages } from './messages';
import { type PwaStore, pwaState } from './pwa.store';

/**
 * 'A new version is available': a small bar at the bottom edge that covers nothing the shopper is using.
 * Update activates the waiting release and loads the page afresh; Not now leaves it for the next navigation.
 */
export const UpdatePrompt = observer(function UpdatePrompt({ pwa = pwaState }: { pwa?: PwaStore }) {
  return (
    <div className="update-prompt-region" role="status" aria-live="polite">
      {pwa.promptVisible && (
        <div className="update-prompt" data-no-use-cases="">
          <p className="update-prompt__text">
            <FormattedMessage {...messages.updateAvailable} />
          </p>
          <div className="update-prompt__actions">
            <button type="button" className="button button--light button--small" onClick={() => pwa.accept()}>
              <FormattedMessage {...messages.update} />
            </button>
            <button type="button" className="text-button" onClick={() => pwa.dismiss()}>
              <FormattedMessage {...messages.later} />
            </button>
          </div>
        </div>
      )}
    </div>
  );
});
