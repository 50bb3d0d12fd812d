import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  region: { id: 'notifications.region', defaultMessage: 'Notifications' },
  dismiss: { id: 'notifications.dismiss', defaultMessage: 'Dismiss notification' },
  loading: { id: 'notifications.loading', defaultMessage: 'Loading, one moment please' },
  typeSecondary: { id: 'notifications.typeSecondary', defaultMessage: 'Message' },
  typeInfo: { id: 'notifications.typeInfo', defaultMessage: 'Information' },
  typeSuccess: { id: 'notifications.typeSuccess', defaultMessage: 'Success' },
  typeWarning: { id: 'notifications.typeWarning', defaultMessage: 'Warning' },
  typeDanger: { id: 'notifications.typeDanger', defaultMessage: 'Error' },
});
