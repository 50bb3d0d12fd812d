import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isDomainMessageId, messages } from './messages';

export type DomainParams = Readonly<Record<string, string | number>>;

/**
 * Translates a message id the domain returned (a notice, a button label, a validation error). An id the domain does
 * not declare is shown as is, so a server's own text still reads.
 */
export function useDomainText(): (id: string, params?: DomainParams) => string {
  const intl = useIntl();
  return useCallback(
    (id: string, params?: DomainParams) => (isDomainMessageId(id) ? intl.formatMessage(messages[id], params) : id),
    [intl],
  );
}

export function DomainText({ id, params }: { readonly id: string; readonly params?: DomainParams }) {
  return <>{useDomainText()(id, params)}</>;
}
