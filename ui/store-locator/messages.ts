import { featureMessages, sameInEveryLanguage, withValues } from '../i18n/feature-messages';

/** Texts of the store locator (/storelocator/). */
export const messages = featureMessages('storeLocator', {
  title: 'Find a store',
  intro: 'Try on, pick up your order or return it in one of our stores.',
  searchLabel: 'City or postcode',
  searchPlaceholder: 'For example Amsterdam or 3511',
  search: 'Search',
  showAll: 'Show all stores',
  resultCount: withValues<{ count: number }>('{count, plural, one {# store} other {# stores}}'),
  resultsNear: withValues<{ count: number; query: string }>('{count, plural, one {# store} other {# stores}} near {query}'),
  distance: withValues<{ km: string }>('{km} km away'),
  notFound: withValues<{ query: string }>('We could not find “{query}”. Try a city such as Amsterdam or a postcode.'),
  unavailable: 'The store locator is not available at the moment. Please try again later.',
  details: 'Opening hours and details',
  backToList: 'All stores',
  openingHours: 'Opening hours',
  specialHours: 'Special opening hours',
  closed: 'Closed',
  hours: withValues<{ open: string; close: string }>('{open} – {close}'),

  services: sameInEveryLanguage('Services'),

  serviceClickAndCollect: sameInEveryLanguage('Click & collect'),
  serviceReturns: 'Returns in store',
  serviceAlterations: 'Alterations',

  contact: sameInEveryLanguage('Contact'),
  phone: 'Phone',
  email: 'Email',
  route: 'Plan your route',
  address: 'Address',
  freeReturns: 'free returns within 30 days',
});
