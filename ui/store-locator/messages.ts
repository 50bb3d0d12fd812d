import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the store locator (/storelocator/). */
export const messages = defineMessages({
  title: { id: 'storeLocator.title', defaultMessage: 'Find a store' },
  intro: { id: 'storeLocator.intro', defaultMessage: 'Try on, pick up your order or return it in one of our stores.' },
  searchLabel: { id: 'storeLocator.searchLabel', defaultMessage: 'City or postcode' },
  searchPlaceholder: { id: 'storeLocator.searchPlaceholder', defaultMessage: 'For example Amsterdam or 3511' },
  search: { id: 'storeLocator.search', defaultMessage: 'Search' },
  showAll: { id: 'storeLocator.showAll', defaultMessage: 'Show all stores' },
  resultCount: defineMessage<{ count: number }>({ id: 'storeLocator.resultCount', defaultMessage: '{count, plural, one {# store} other {# stores}}' }),
  resultsNear: defineMessage<{ count: number; query: string }>({
    id: 'storeLocator.resultsNear',
    defaultMessage: '{count, plural, one {# store} other {# stores}} near {query}',
  }),
  distance: defineMessage<{ km: string }>({ id: 'storeLocator.distance', defaultMessage: '{km} km away' }),
  notFound: defineMessage<{ query: string }>({
    id: 'storeLocator.notFound',
    defaultMessage: 'We could not find “{query}”. Try a city such as Amsterdam or a postcode.',
  }),
  unavailable: { id: 'storeLocator.unavailable', defaultMessage: 'The store locator is not available at the moment. Please try again later.' },
  details: { id: 'storeLocator.details', defaultMessage: 'Opening hours and details' },
  backToList: { id: 'storeLocator.backToList', defaultMessage: 'All stores' },
  openingHours: { id: 'storeLocator.openingHours', defaultMessage: 'Opening hours' },
  specialHours: { id: 'storeLocator.specialHours', defaultMessage: 'Special opening hours' },
  closed: { id: 'storeLocator.closed', defaultMessage: 'Closed' },
  hours: defineMessage<{ open: string; close: string }>({ id: 'storeLocator.hours', defaultMessage: '{open} – {close}' }),
  services: { id: 'storeLocator.services', defaultMessage: 'Services', description: 'same in every language' },
  serviceClickAndCollect: { id: 'storeLocator.serviceClickAndCollect', defaultMessage: 'Click & collect', description: 'same in every language' },
  serviceReturns: { id: 'storeLocator.serviceReturns', defaultMessage: 'Returns in store' },
  serviceAlterations: { id: 'storeLocator.serviceAlterations', defaultMessage: 'Alterations' },
  contact: { id: 'storeLocator.contact', defaultMessage: 'Contact', description: 'same in every language' },
  phone: { id: 'storeLocator.phone', defaultMessage: 'Phone' },
  email: { id: 'storeLocator.email', defaultMessage: 'Email' },
  route: { id: 'storeLocator.route', defaultMessage: 'Plan your route' },
  address: { id: 'storeLocator.address', defaultMessage: 'Address' },
  freeReturns: { id: 'storeLocator.freeReturns', defaultMessage: 'free returns within 30 days' },
});
