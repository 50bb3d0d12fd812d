import { defineMessages } from 'react-intl';

/** Every text the UI shows, with the English text as default; nl, en and de catalogues translate each id. */
export const messages = defineMessages({
  close: { id: 'shell.close', defaultMessage: 'Close' },
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to content' },
  logoHome: { id: 'shell.logoHome', defaultMessage: 'Home page' },
  aboutUs: { id: 'header.aboutUs', defaultMessage: 'About us' },
  stores: { id: 'header.stores', defaultMessage: 'Stores' },
  chooseLanguage: { id: 'header.chooseLanguage', defaultMessage: 'Choose your language' },
  account: { id: 'header.account', defaultMessage: 'My account' },
  search: { id: 'header.search', defaultMessage: 'Search' },
  cart: { id: 'header.cart', defaultMessage: 'Cart' },
  mainNavigation: { id: 'header.mainNavigation', defaultMessage: 'Main navigation' },
  themeUnavailable: { id: 'shell.themeUnavailable', defaultMessage: 'The menu could not be loaded. Please try again later.' },
  welcome: { id: 'home.welcome', defaultMessage: 'Welcome to our shop' },
  pageNotFound: { id: 'notFound.title', defaultMessage: 'Page not found' },
});
