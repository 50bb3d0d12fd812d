import { defineMessages } from 'react-intl';

/** Texts the server writes itself; the error text is the domain's 'server-error-page' (catalogue spec §8). */
export const messages = defineMessages({
  serverErrorPage: { id: 'server.server-error-page', defaultMessage: "We've noticed Internal Server Error while rendering this request." },
  serverErrorHome: { id: 'server.back-home', defaultMessage: 'Go to the home page' },
});
