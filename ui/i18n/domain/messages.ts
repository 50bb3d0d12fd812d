import { type MessageDescriptor } from 'react-intl';
import { accountMessages } from '../../../domain/account/messages';
import { analyticsMessages } from '../../../domain/analytics/messages';
import { cartMessages } from '../../../domain/cart/messages';
import { catalogMessages } from '../../../domain/catalog/messages';
import { checkoutMessages } from '../../../domain/checkout/messages';
import { newsletterMessages } from '../../../domain/newsletter/messages';
import { notificationMessages } from '../../../domain/notifications/messages';
import { offlineMessages } from '../../../domain/offline/messages';
import { orderMessages } from '../../../domain/orders/messages';
import { routingMessages } from '../../../domain/routing/messages';
import { sessionMessages } from '../../../domain/session/messages';

/**
 * Every text the domain hands the UI as a bare message id (notices, button labels, validation errors), per area. Ids
 * are shared across areas only where the text is the same ('unknown-price', 'server-message', 'log-in'); the test
 * next to this file keeps it that way.
 */
export const domainAreas = {
  account: accountMessages,
  analytics: analyticsMessages,
  cart: cartMessages,
  catalog: catalogMessages,
  checkout: checkoutMessages,
  newsletter: newsletterMessages,
  notifications: notificationMessages,
  offline: offlineMessages,
  orders: orderMessages,
  routing: routingMessages,
  session: sessionMessages,
} as const satisfies Record<string, Readonly<Record<string, string>>>;

type DomainAreas = typeof domainAreas;
type DomainMessageId = { [Area in keyof DomainAreas]: keyof DomainAreas[Area] }[keyof DomainAreas] & string;

/** Texts that read the same in every language: a server's own message and 'OK'. */
const sameEverywhere: ReadonlySet<string> = new Set(['server-message', 'route-error', 'ok']);

type Descriptor = MessageDescriptor & { id: DomainMessageId; defaultMessage: string; description?: string };

/**
 * The react-intl descriptors of the domain's texts: id = the domain's id, English default = the domain's exact text.
 * They declare the ids every catalogue must hold and the English ones' texts (catalogues.test.ts). DomainText reads
 * the page's catalogue instead of them, so no page's scripts carry these English texts.
 */
export const messages: Readonly<Record<DomainMessageId, Descriptor>> = Object.fromEntries(
  Object.values(domainAreas).flatMap((area) =>
    Object.entries(area).map(([id, text]) => [id, { id, defaultMessage: text, ...(sameEverywhere.has(id) ? { description: 'same in every language' } : {}) }]),
  ),
) as Record<DomainMessageId, Descriptor>;
