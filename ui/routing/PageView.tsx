import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import { RoutedLazyScreen } from '../components/LazyScreen';
import { LoadFailed } from '../components/LoadFailed';
import { lazyScreenOf, loadPageModule, loadedPageModule, pageFiles } from '../pages';
import { type PageData, type PageModule } from './page-module';
import { useStores } from '../app/stores-context';
import { useHydrated } from '../boot/use-hydrated';

/** Renders the screen the page loader resolved; personal screens only once the browser and its use cases have taken over. */
export const PageView = observer(function PageView() {
  const page = useLoaderData() as PageData;
  const { notifications, services, connectivity } = useStores();
  const [servicesFailed, setServicesFailed] = useState(false);
  const hydrated = useHydrated();
  const [, setLoaded] = useState<PageModule | undefined>(undefined);
  const module = loadedPageModule(page.route.name);

  useEffect(() => {
    if (page.notice) notifications.notify(page.notice);
  }, [page, notifications]);

  // A screen whose chunk failed (the page was not loaded afresh for it: a second failure, or offline) says so; its
  // Try again loads the page afresh, since the browser keeps a failed module for the page's life.
  const [failedScreen, setFailedScreen] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (loadedPageModule(page.route.name)) return;
    loadPageModule(page.route.name).then(
      (loaded) => setLoaded(() => loaded),
      (error: unknown) => {
        console.error('The screen of this page could not be loaded', error);
        setFailedScreen(page.route.name);
      },
    );
  }, [page.route.name]);

  // A personal screen needs the use cases: ask for them (a failed load shows why, with Try again).
  const waitsForServices = page.clientOnly && hydrated && !services.loaded;
  useEffect(() => {
    if (!waitsForServices || servicesFailed) return;
    services.ready().catch((error: unknown) => {
      console.error('The services chunk could not be loaded', error);
      setServicesFailed(true);
    });
  }, [waitsForServices, servicesFailed, services]);

  const Page = module?.Page;
  if (!Page && failedScreen === page.route.name) return <LoadFailed offline={connectivity.offline} onTryAgain={() => window.location.reload()} />;
  if (waitsForServices && servicesFailed) return <LoadFailed offline={connectivity.offline} onTryAgain={() => setServicesFailed(false)} />;
  // Personal screens read the session and the cart right away: they wait for the browser and for the use cases.
  if (!Page || (page.clientOnly && !(hydrated && services.loaded))) {
    return <RoutedLazyScreen type={lazyScreenOf(page.route.name)} name={pageFiles[page.route.name]} />;
  }
  return <Page data={page.data} route={page.route} />;
});
