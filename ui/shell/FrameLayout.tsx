import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { type StoreCode } from '../../domain/store-view/store-view';
import { useStores } from '../app/stores-context';
import { DefaultLayout } from './layouts/DefaultLayout';
import { EmptyLayout } from './layouts/EmptyLayout';
import { MinimalLayout } from './layouts/MinimalLayout';
import { usePageData } from './use-page-data';

/**
 * Picks the frame by the `layout` of the deepest matched page (catalogue spec §2): default, minimal (logo header and
 * footer), checkout (logo header, no footer) or empty. Panels close on navigation.
 */
export const FrameLayout = observer(function FrameLayout({ storeCode }: { storeCode: StoreCode }) {
  const page = usePageData();
  const { ui, session } = useStores();
  const { pathname } = useLocation();
  const content = <Outlet />;

  // Panels close when a navigation to another page starts, not when it arrives: a shopper who opens the menu while
  // the next page loads keeps it open. A navigation without loading (nothing to fetch) closes them on arrival.
  const pendingPath = useNavigation().location?.pathname;
  const closedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (pendingPath === undefined || pendingPath === pathname) return;
    closedFor.current = pendingPath;
    ui.closeSidebar();
    ui.closeDesktopMenu();
  }, [pendingPath, pathname, ui]);
  useEffect(() => {
    if (closedFor.current === pathname) {
      closedFor.current = undefined;
      return;
    }
    ui.closeSidebar();
    ui.closeDesktopMenu();
  }, [pathname, ui]);

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
