import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export type DomainParams = Readonly<Record<string, string | number>>;

/**
 * Whether an id is one of the domain's texts in this catalogue: the domain's ids carry no dot (feature ids do), and
 * every catalogue holds each of them (catalogues.test.ts). Asking the catalogue, not the domain's list, keeps the
 * domain's English texts out of the browser's scripts: the catalogue has them in the page's language.
 */
export function isDomainText(id: string, catalogue: Readonly<Record<string, unknown>>): boolean {
  return !id.includes('.') && Object.hasOwn(catalogue, id);
}

/**
 * Translates a message id the domain returned (a notice, a button label, a validation error). An id the domain does
 * not declare is shown as is, so a server's own text still reads.
 */
export function useDomainText(): (id: string, params?: DomainParams) => string {
  const intl = useIntl();
  return useCallback((id: string, params?: DomainParams) => (isDomainText(id, intl.messages) ? intl.formatMessage({ id }, params) : id), [intl]);
}

export function DomainText({ id, params }: { readonly id: string; readonly params?: DomainParams }) {
  return <>{useDomainText()(id, params)}</>;
}
