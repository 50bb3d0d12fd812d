import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { type StoreCode } from '../../domain/store-view/store-view';
import { useStores } from '../app/stores-context';
import { DefaultLayout } from './layouts/DefaultLayout';
import { EmptyLayout } from './layouts/EmptyLayout';
import { MinimalLayout } from './layouts/MinimalLayout';
import { PanelsCloseOnNavigation } from './PanelsCloseOnNavigation';
import { usePageData } from './use-page-data';

/**
 * Picks the frame by the `layout` of the deepest matched page (catalogue spec §2): default, minimal (logo header and
 * footer), checkout (logo header, no footer) or empty. Panels close on navigation.
 */
export const FrameLayout = observer(function FrameLayout({ storeCode }: { storeCode: StoreCode }) {
  const page = usePageData();
  const { session } = useStores();
  const { pathname } = useLocation();
  const content = (
    <>
      <PanelsCloseOnNavigation />
      <Outlet />
    </>
  );

  useEffect(() => {
    session.refreshNearExpiry().catch((error: unknown) => console.error('The profile could not be refreshed', error));
  }, [pathname, session]);

  switch (page?.layout ?? 'default') {
    case 'empty':
      return <EmptyLayout>{content}</EmptyLayout>;
    case 'minimal':
      return <MinimalLayout storeCode={storeCode}>{content}</MinimalLayout>;
    case 'checkout':
      return (
        <MinimalLayout storeCode={storeCode} footer={false}>
          {content}
        </MinimalLayout>
      );
    case 'default':
      return (
        <DefaultLayout storeCode={storeCode} isHome={page?.route.name === 'home'}>
          {content}
        </DefaultLayout>
      );
  }
});
