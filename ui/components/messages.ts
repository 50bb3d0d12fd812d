import { featureMessages, sameInEveryLanguage, withValues } from '../i18n/feature-messages';

/** Texts of the shared components; catalogue spec §2 texts quoted exactly ('occured' included). */
export const messages = featureMessages('components', {
  componentError: 'An error occured while loading the component.',
  componentOffline: "Component couldn't be loaded due to lack of network connectivity.",
  loading: 'Loading…',

  // developer view of a lazy screen
  loadingFor: withValues<{ ms: number }>('loading for {ms} ms'),
  tryAgain: 'Try again',
  close: 'Close',
  newsletterEmail: 'Your e-mail address',

  /** The footer's field names the newsletter: a page with its own e-mail field (login) keeps two distinct labels. */
  newsletterEmailFooter: 'Your e-mail address for the newsletter',

  newsletterPlaceholder: sameInEveryLanguage('name@example.com'),
  newsletterSubscribe: 'Subscribe',
  newsletterSubscribing: 'Subscribing…',
  home: 'Home',
  breadcrumbs: 'Breadcrumbs',
  backTo: withValues<{ label: string }>('Back to {label}'),
  back: 'Back',
  salePrice: 'Sale price',
  oldPrice: 'Original price',
  freeReturns: withValues<{ days: number }>('Free returns within {days} days'),
  accessibility: 'Accessibility options',
  largerText: 'Larger text',
  highContrast: 'High contrast',
});
