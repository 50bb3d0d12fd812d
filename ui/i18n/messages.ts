import { defineMessages } from 'react-intl';

const plain = defineMessages({
  close: { id: 'shell.close', defaultMessage: 'Close' },
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to content' },
  logoHome: { id: 'shell.logoHome', defaultMessage: 'Home page' },
  backToTop: { id: 'shell.backToTop', defaultMessage: 'Back to top' },
  themeUnavailable: { id: 'shell.themeUnavailable', defaultMessage: 'The menu could not be loaded. Please try again later.' },
  aboutUs: { id: 'header.aboutUs', defaultMessage: 'About us' },
  stores: { id: 'header.stores', defaultMessage: 'Stores' },
  chooseLanguage: { id: 'header.chooseLanguage', defaultMessage: 'Choose your language' },
  apply: { id: 'header.apply', defaultMessage: 'Apply' },
  account: { id: 'header.account', defaultMessage: 'My account' },
  login: { id: 'header.login', defaultMessage: 'Log in' },
  search: { id: 'header.search', defaultMessage: 'Search' },
  searchForProducts: { id: 'header.searchForProducts', defaultMessage: 'Search for products' },
  searchPlaceholder: { id: 'header.searchPlaceholder', defaultMessage: 'What are you searching for?' },
  cart: { id: 'header.cart', defaultMessage: 'Cart' },
  mainNavigation: { id: 'header.mainNavigation', defaultMessage: 'Main navigation' },
  menu: { id: 'header.menu', defaultMessage: 'Menu', description: 'same in every language' },
  back: { id: 'header.back', defaultMessage: 'Back' },
  all: { id: 'header.all', defaultMessage: 'ALL' },
  ourPromises: { id: 'shell.ourPromises', defaultMessage: 'Our promises' },
  footerNavigation: { id: 'footer.navigation', defaultMessage: 'Footer navigation' },
  followUs: { id: 'footer.followUs', defaultMessage: 'Follow us' },
  paymentMethods: { id: 'footer.paymentMethods', defaultMessage: 'Payment methods' },
  pageNotFound: { id: 'notFound.title', defaultMessage: 'Page not found' },
  notFoundText: { id: 'notFound.text', defaultMessage: 'We couldn\'t find the page you were looking for. Search for it, or start with one of our categories.' },
  popularCategories: { id: 'notFound.categories', defaultMessage: 'Shop by category' },
  backHome: { id: 'shell.backHome', defaultMessage: 'Back to the home page' },
  errorTitle: { id: 'error.title', defaultMessage: 'Something went wrong' },
  errorText: { id: 'error.text', defaultMessage: 'This page could not be shown. Please try again, or continue shopping from the home page.' },
  tryAgain: { id: 'error.tryAgain', defaultMessage: 'Try again' },
});

/** Texts with placeholders, typed with their values (react-intl's typed messages). */
const withValues = defineMessages<{ languageButton: { language: string }; cartWithCount: { count: number }; submenuOf: { category: string }; copyright: { year: number } }>({
  languageButton: { id: 'header.languageButton', defaultMessage: 'Language: {language}. Choose your language' },
  cartWithCount: { id: 'header.cartWithCount', defaultMessage: 'Cart, {count, plural, one {# item} other {# items}}' },
  submenuOf: { id: 'header.submenuOf', defaultMessage: '{category}: show the submenu' },
  copyright: { id: 'footer.copyright', defaultMessage: '© {year} NOORD. All rights reserved.' },
});

/** The texts of the frame (header, menus, footer, drawers, not-found and error pages), English default; nl, en and de catalogues translate each id. */
export const messages = { ...plain, ...withValues };
