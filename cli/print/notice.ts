import { cartMessages } from '../../domain/cart/messages';
import { catalogMessages } from '../../domain/catalog/messages';
import type { Notice } from '../../domain/notifications/types';
import { routingMessages } from '../../domain/routing/messages';

const texts: Readonly<Record<string, string>> = { ...catalogMessages, ...cartMessages, ...routingMessages };

/** A notice's message id as the English text of the spec, placeholders filled. */
export function noticeText(notice: Pick<Notice, 'message' | 'params'>): string {
  const text = texts[notice.message] ?? notice.message;
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (notice.params?.[key] === undefined ? whole : String(notice.params[key])));
}
