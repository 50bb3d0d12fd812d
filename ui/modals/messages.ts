import { defineMessage, defineMessages } from 'react-intl';

type Discount = { discount: string };

export const messages = defineMessages({
  close: { id: 'modals.close', defaultMessage: 'Close' },
  dialog: { id: 'modals.dialog', defaultMessage: 'Dialog' },
  featureTitle: { id: 'modals.featureTitle', defaultMessage: 'Coming soon' },
  featureBody: { id: 'modals.featureBody', defaultMessage: "This feature is not implemented yet. We’re working on it." },
  featureOk: { id: 'modals.featureOk', defaultMessage: 'OK, got it' },
  newsletterTitle: defineMessage<Discount>({ id: 'modals.newsletterTitle', defaultMessage: '{discount} off your first order' }),
  newsletterBody: defineMessage<Discount>({
    id: 'modals.newsletterBody',
    defaultMessage: 'Subscribe to our newsletter and receive a {discount} coupon, new arrivals and style tips first.',
  }),
  newsletterNoThanks: { id: 'modals.newsletterNoThanks', defaultMessage: 'No, thank you' },
});
