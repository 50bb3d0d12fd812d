import { featureMessages } from '../i18n/feature-messages';

export const messages = featureMessages('notifications', {
  region: 'Notifications',
  dismiss: 'Dismiss notification',
  loading: 'Loading, one moment please',
  typeSecondary: 'Message',
  typeInfo: 'Information',
  typeSuccess: 'Success',
  typeWarning: 'Warning',
  typeDanger: 'Error',
});
