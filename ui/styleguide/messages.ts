import { personalTexts } from '../i18n/load-catalogue';
import { featureMessages } from '../i18n/feature-messages';

export const messages = featureMessages('styleguide', {
  title: 'Style guide',
  intro: 'The design tokens and shared components of the shop, in one place. Every value below comes from the same custom properties the screens use.',
  colours: 'Colour',
  states: 'States',
  type: 'Type',
  typeSample: 'Linen shirts for long summer days',
  space: 'Space',
  motion: 'Motion',
  motionNote: 'All durations become 0 when the device asks for reduced motion.',
  layout: 'Layout constants and breakpoints',
  components: 'Components',
  buttons: 'Buttons',
  primary: 'Add to cart',
  accent: 'Shop the sale',
  secondary: 'View details',
  disabled: 'Sold out',
  forms: 'Form fields',
  firstName: 'First name',
  email: 'E-mail address',
  emailHint: 'We send your order confirmation here.',
  terms: 'I accept the terms and conditions',
  size: 'Size',
  chooseSize: 'Choose your size',
  prices: 'Prices',
  images: 'Responsive images',
  heroAlt: 'Spring collection on a sunny street',
  productAlt: 'Pink leather belt',
  loading: 'Loading states',
  navigation: 'Navigation',
  crumbWomen: 'Women',
  crumbDresses: 'Dresses',
  promises: 'Promises',
  newsletter: 'Newsletter',
  feedback: 'Notifications, modals and the loader',
  toastNote: 'Each button shows a real notice of the shop in its type.',
  showModal: 'Open a modal',
  showLoader: 'Show the loader for 2 seconds',
  lazyScreens: 'Lazy screens: what stands in while a screen loads',
  lazyError: 'A lazy component that fails to load',
});

// These texts come with the personal screens that show them, not in every page's JavaScript: in the browser they are
// in the page's catalogue before any importer of this module runs.
await personalTexts();
