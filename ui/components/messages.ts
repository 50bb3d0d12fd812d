import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the shared components; catalogue spec §2 texts quoted exactly ('occured' included). */
export const messages = defineMessages({
  componentError: { id: 'components.componentError', defaultMessage: 'An error occured while loading the component.' },
  componentOffline: { id: 'components.componentOffline', defaultMessage: "Component couldn't be loaded due to lack of network connectivity." },
  loading: { id: 'components.loading', defaultMessage: 'Loading…' },
  loadingFor: defineMessage<{ ms: number }>({ id: 'components.loadingFor', defaultMessage: 'loading for {ms} ms', description: 'developer view of a lazy screen' }),
  tryAgain: { id: 'components.tryAgain', defaultMessage: 'Try again' },
  close: { id: 'components.close', defaultMessage: 'Close' },
  newsletterEmail: { id: 'components.newsletterEmail', defaultMessage: 'Your e-mail address' },
  /** The footer's field names the newsletter: a page with its own e-mail field (login) keeps two distinct labels. */
  newsletterEmailFooter: { id: 'components.newsletterEmailFooter', defaultMessage: 'Your e-mail address for the newsletter' },
  newsletterPlaceholder: { id: 'components.newsletterPlaceholder', defaultMessage: 'name@example.com', description: 'same in every language' },
  newsletterSubscribe: { id: 'components.newsletterSubscribe', defaultMessage: 'Subscribe' },
  newsletterSubscribing: { id: 'components.newsletterSubscribing', defaultMessage: 'Subscribing…' },
  home: { id: 'components.home', defaultMessage: 'Home' },
  breadcrumbs: { id: 'components.breadcrumbs', defaultMessage: 'Breadcrumbs' },
  backTo: defineMessage<{ label: string }>({ id: 'components.backTo', defaultMessage: 'Back to {label}' }),
  back: { id: 'components.back', defaultMessage: 'Back' },
  salePrice: { id: 'components.salePrice', defaultMessage: 'Sale price' },
  oldPrice: { id: 'components.oldPrice', defaultMessage: 'Original price' },
  freeReturns: defineMessage<{ days: number }>({ id: 'components.freeReturns', defaultMessage: 'Free returns within {days} days' }),
  accessibility: { id: 'components.accessibility', defaultMessage: 'Accessibility options' },
  largerText: { id: 'components.largerText', defaultMessage: 'Larger text' },
  highContrast: { id: 'components.highContrast', defaultMessage: 'High contrast' },
});
