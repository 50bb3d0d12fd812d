import { defineMessages } from 'react-intl';

/** Texts the server writes itself; the error text is the domain's 'server-error-page' (catalogue spec §8). */
export const messages = defineMessages({
  serverErrorPage: { id: 'server.server-error-page', defaultMessage: "We've noticed Internal Server Error while rendering this request." },
  serverErrorHome: { id: 'server.back-home', defaultMessage: 'Go to the home page' },
  badRequest: { id: 'server.bad-request', defaultMessage: 'This address is not valid. Check the link, or start again from the home page.' },
  notFound: { id: 'server.not-found', defaultMessage: 'Page not found' },
  methodNotAllowed: { id: 'server.method-not-allowed', defaultMessage: 'This page cannot be requested this way.' },
  payloadTooLarge: { id: 'server.payload-too-large', defaultMessage: 'What was sent is too large.' },
  uriTooLong: { id: 'server.uri-too-long', defaultMessage: 'This address is too long.' },
  headersTooLarge: { id: 'server.headers-too-large', defaultMessage: 'The request carries too much header data.' },
  requestTimeout: { id: 'server.request-timeout', defaultMessage: 'The request took too long to arrive.' },
  notImplemented: { id: 'server.not-implemented', defaultMessage: 'This kind of request is not supported.' },
});
