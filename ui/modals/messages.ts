import { featureMessages, withValues } from '../i18n/feature-messages';

/** Texts of the modal container and its own modals (feature not implemented, newsletter; catalogue spec §2). */
export const messages = featureMessages('modals', {
  close: 'Close',
  dialog: 'Dialog',
  featureTitle: 'Coming soon',
  featureBody: 'This feature is not implemented yet. We’re working on it.',
  featureOk: 'OK, got it',
  newsletterTitle: withValues<{ discount: string }>('{discount} off your first order'),
  newsletterBody: withValues<{ discount: string }>('Subscribe to our newsletter and receive a {discount} coupon, new arrivals and style tips first.'),
  newsletterNoThanks: 'No, thank you',
});
