import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import { RoutedLazyScreen } from '../components/LazyScreen';
import { lazyScreenOf, loadPageModule, loadedPageModule, pageFiles } from '../pages';
import { type PageData, type PageModule } from './page-module';
import { useStores } from './stores-context';
import { useHydrated } from './use-hydrated';

/** Renders the screen the page loader resolved; personal screens only once the browser and its use cases have taken over. */
export const PageView = observer(function PageView() {
  const page = useLoaderData() as PageData;
  const { notifications, services } = useStores();
  const hydrated = useHydrated();
  const [, setLoaded] = useState<PageModule | undefined>(undefined);
  const module = loadedPageModule(page.route.name);

  useEffect(() => {
    if (page.notice) notifications.notify(page.notice);
  }, [page, notifications]);

  useEffect(() => {
    if (!loadedPageModule(page.route.name)) void loadPageModule(page.route.name).then((loaded) => setLoaded(() => loaded));
  }, [page.route.name]);

  const Page = module?.Page;
  // Personal screens read the session and the cart right away: they wait for the browser and for the use cases.
  if (!Page || (page.clientOnly && !(hydrated && services.loaded))) {
    return <RoutedLazyScreen type={lazyScreenOf(page.route.name)} name={pageFiles[page.route.name]} />;
  }
  return <Page data={page.data} route={page.route} />;
});
