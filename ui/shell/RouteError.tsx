import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { useRouteError } from 'react-router';
import { type StoreCode } from '../../domain/store-view/store-view';
import { ErrorView } from '../error/ErrorView';
import { MinimalLayout } from './layouts/MinimalLayout';

/** The error boundary of a store view's pages: the error page in the minimal layout (catalogue spec §2 "error"). */
export function RouteError({ storeCode }: { storeCode: StoreCode }) {
  const error = useRouteError();
  useEffect(() => {
    console.error('A page failed to load or render', error);
  }, [error]);
  return (
    <MinimalLayout storeCode={storeCode}>
      <ErrorView storeCode={storeCode} />
    </MinimalLayout>
  );
}

/** The last resort when the store view itself could not load (its texts included): the error page in English. */
export function StoreError({ storeCode }: { storeCode: StoreCode }) {
  return (
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <RouteError storeCode={storeCode} />
    </IntlProvider>
  );
}
