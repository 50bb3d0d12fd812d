import { FormattedMessage } from 'react-intl';
import { messages } from './messages';

export interface LoadFailedProps {
  /** Offline, the view says the network is missing instead. */
  readonly offline: boolean;
  readonly onTryAgain: () => void;
  /** 'Close' beside Try again; without it, Try again only. */
  readonly onClose?: () => void;
}

/**
 * What failed to load, in the spec's words (catalogue spec §2: 'An error occured while loading the component.', or
 * that the network is missing), with Try again: a lazy component (LazyBoundary), a screen or the use cases (PageView).
 */
export function LoadFailed({ offline, onTryAgain, onClose }: LoadFailedProps) {
  return (
    <div className="lazy-error" role="alert">
      <p>
        <FormattedMessage {...(offline ? messages.componentOffline : messages.componentError)} />
      </p>
      <div className="lazy-error__actions">
        <button type="button" className="button button--primary" onClick={onTryAgain}>
          <FormattedMessage {...messages.tryAgain} />
        </button>
        {onClose && (
          <button type="button" className="button button--secondary" onClick={onClose}>
            <FormattedMessage {...messages.close} />
          </button>
        )}
      </div>
    </div>
  );
}
