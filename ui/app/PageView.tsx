import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import { PageLoading } from '../shell/PageLoading';
import { loadPageModule, loadedPageModule } from '../pages';
import { type PageData, type PageModule } from './page-module';
import { useStores } from './stores-context';
import { useHydrated } from './use-hydrated';

/** Renders the screen the page loader resolved; personal screens only once the browser has taken over. */
export const PageView = observer(function PageView() {
  const page = useLoaderData() as PageData;
  const { notifications } = useStores();
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
  if (!Page || (page.clientOnly && !hydrated)) return <PageLoading />;
  return <Page data={page.data} route={page.route} />;
});
