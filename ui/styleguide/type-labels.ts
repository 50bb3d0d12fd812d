import { messages as notificationMessages } from '../notifications/messages';

/** The name of each notice type, as the notifications feature says it. */
export const typeLabels = {
  secondary: notificationMessages.typeSecondary,
  info: notificationMessages.typeInfo,
  success: notificationMessages.typeSuccess,
  warning: notificationMessages.typeWarning,
  danger: notificationMessages.typeDanger,
} as const;
