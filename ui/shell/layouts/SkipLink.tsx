import { FormattedMessage } from 'react-intl';
import { messages } from '../../i18n/messages';

export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      <FormattedMessage {...messages.skipToContent} />
    </a>
  );
}
