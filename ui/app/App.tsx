import { useEffect, useState } from 'react';
import { type HydrationState, RouterProvider, createBrowserRouter } from 'react-router';
import { type StoreCode } from '../../domain/store-view/store-view';
import { followNavigations, followPanels, takePanelToReopen } from '../pwa/stale-chunks';
import { type RootStore } from '../root-store';
import { sidebarNames } from '../shell/ui.store';
import { createRoutes } from '../routes';
import { useDocumentHead } from '../head/use-document-head';
import { StoresContext } from './stores-context';

/**
 * The shop in the browser. With `hydrationData` (the server rendered the page) the router starts from the server's
 * loader data and runs no loader again; without it (the static demo) it loads the first page itself. Its routes are
 * those of the page's store view (`createRoutes`).
 */
export function App({ stores, storeCode, hydrationData }: { stores: RootStore; storeCode: StoreCode; hydrationData?: HydrationState }) {
  const [router] = useState(() =>
    createBrowserRouter(
      createRoutes(() => stores, storeCode),
      hydrationData === undefined ? {} : { hydrationData },
    ),
  );
  useDocumentHead(router);
  // A screen's chunk that fails while the router loads it sends the page to where the shopper was going.
  useEffect(
    () =>
      followNavigations(() => {
        const { location } = router.state.navigation;
        return location === undefined ? undefined : new URL(router.createHref(location), window.location.href).href;
      }),
    [router],
  );
  // A panel whose chunk failed loaded the page afresh: it opens again once the page has hydrated.
  useEffect(() => {
    followPanels(() => stores.ui.activeSidebar);
    const panel = takePanelToReopen(window, sidebarNames);
    if (panel !== undefined) stores.ui.openSidebar(panel);
  }, [stores]);
  // The same tree as the server's (a provider around the router): useId gives the ids the server rendered.
  return (
    <StoresContext.Provider value={stores}>
      <RouterProvider router={router} />
    </StoresContext.Provider>
  );
}
