import { accountMessages } from '../../domain/account/messages';
import { cartMessages } from '../../domain/cart/messages';
import { catalogMessages } from '../../domain/catalog/messages';
import { checkoutMessages } from '../../domain/checkout/messages';
import { newsletterMessages } from '../../domain/newsletter/messages';
import type { Notice } from '../../domain/notifications/types';
import { offlineMessages } from '../../domain/offline/messages';
import { orderMessages } from '../../domain/orders/messages';
import { routingMessages } from '../../domain/routing/messages';
import { sessionMessages } from '../../domain/session/messages';

// Ids shared by two areas have one text (ui/i18n/domain/messages.test.ts), so the order of the spread does not matter.
const texts: Readonly<Record<string, string>> = {
  ...catalogMessages,
  ...cartMessages,
  ...routingMessages,
  ...accountMessages,
  ...checkoutMessages,
  ...newsletterMessages,
  ...offlineMessages,
  ...orderMessages,
  ...sessionMessages,
};

/** A notice's message id as the English text of the spec, placeholders filled. */
export function noticeText(notice: Pick<Notice, 'message' | 'params'>): string {
  const text = texts[notice.message] ?? notice.message;
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (notice.params?.[key] === undefined ? whole : String(notice.params[key])));
}
