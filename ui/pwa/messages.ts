import { featureMessages } from '../i18n/feature-messages';

export const messages = featureMessages('pwa', {
  updateAvailable: 'A new version is available',
  update: 'Update',
  later: 'Not now',
});
