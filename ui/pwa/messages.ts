import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  updateAvailable: { id: 'pwa.updateAvailable', defaultMessage: 'A new version is available' },
  update: { id: 'pwa.update', defaultMessage: 'Update' },
  later: { id: 'pwa.later', defaultMessage: 'Not now' },
});
