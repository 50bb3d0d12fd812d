import { featureMessages } from '../i18n/feature-messages';

/** Texts of the cookie banner and the footer's "Cookie settings" (the specification has none). */
export const messages = featureMessages('consent', {
  title: 'Cookies and privacy',
  text: 'We use necessary cookies to run the shop. With your consent we also use analytics cookies to improve the shop and advertising cookies to show you relevant ads. You can change your choice at any time under Cookie settings at the bottom of the page.',
  compactText: 'May we use analytics and advertising cookies? You can change this later under Cookie settings.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  choose: 'Choose',
  save: 'Save my choice',
  purposes: 'Which cookies may we use?',
  necessary: 'Necessary: always on (cart, checkout, login)',
  analytics: 'Analytics: how the shop is used',
  ads: 'Advertising: relevant ads on other sites',
  settings: 'Cookie settings',
});
