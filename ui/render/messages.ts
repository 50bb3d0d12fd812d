import { featureMessages } from '../i18n/feature-messages';

/** Texts the server writes itself; the error text is the domain's 'server-error-page' (catalogue spec §8). */
export const messages = featureMessages('server', {
  serverErrorPage: "We've noticed Internal Server Error while rendering this request.",
  serverErrorHome: 'Go to the home page',
  badRequest: 'This address is not valid. Check the link, or start again from the home page.',
  notFound: 'Page not found',
  methodNotAllowed: 'This page cannot be requested this way.',
  payloadTooLarge: 'What was sent is too large.',
  uriTooLong: 'This address is too long.',
  headersTooLarge: 'The request carries too much header data.',
  requestTimeout: 'The request took too long to arrive.',
  notImplemented: 'This kind of request is not supported.',
});
