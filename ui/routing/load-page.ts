import { data, redirect } from 'react-router';
import { layoutOf } from '../../domain/routing/route-table';
import { type Route } from '../../domain/routing/types';
import { pageNotFoundRoute } from '../../domain/routing/url-map';
import { storeViews } from '../../domain/store-view/store-views';
import { loadPageModule } from '../pages';
import { type RootStore } from '../root-store';
import { type PageData } from './page-module';

/**
 * The loader of every page route: the URL dispatcher (route table, URL map, landing pages, stored redirects) resolves
 * the path, then the resolved screen loads its data. Runs on the server for the first request and in the browser on
 * navigation, so it only uses the app's stores and use cases.
 */
export async function loadPage(stores: RootStore, request: Request): Promise<PageData> {
  const url = new URL(request.url);
  const resolution = await stores.useCases.resolveRoute.execute(url.pathname + url.search);
  switch (resolution.kind) {
    case 'redirect':
      throw redirect(resolution.location, resolution.status);
    case 'home':
      stores.notifications.notify(resolution.notice);
      throw redirect(resolution.path);
    case 'not-found':
      return notFound(stores, request, resolution.route, resolution.notice);
    case 'route':
      return pageOf(stores, request, url, resolution.route);
  }
}

async function pageOf(stores: RootStore, request: Request, url: URL, route: Route): Promise<PageData> {
  const page = await loadPageModule(route.name);
  const base = { route, layout: layoutOf(route.name), clientOnly: page.clientOnly === true };
  if (page.clientOnly === true || page.load === undefined) return { ...base, status: 200, head: {}, data: null };
  const loaded = await page.load({ route, request, url, storeView: storeViews[route.storeCode], stores });
  if (loaded.kind === 'not-found') return notFound(stores, request, pageNotFoundRoute(route.storeCode), undefined);
  const status = loaded.status ?? 200;
  const pageData: PageData = { ...base, status, head: loaded.head ?? {}, data: loaded.data };
  // A status other than 200 travels with the data, so the server answers with it (react-router's static handler).
  return status === 200 ? pageData : (data(pageData, { status }) as unknown as PageData);
}

async function notFound(stores: RootStore, request: Request, route: Route, notice: PageData['notice']): Promise<PageData> {
  const page = await loadPageModule('page-not-found');
  const url = new URL(request.url);
  const loaded = page.load ? await page.load({ route, request, url, storeView: storeViews[route.storeCode], stores }) : undefined;
  const pageData: PageData = {
    route,
    layout: layoutOf('page-not-found'),
    status: 404,
    head: loaded?.kind === 'page' ? (loaded.head ?? {}) : {},
    data: loaded?.kind === 'page' ? loaded.data : null,
    clientOnly: false,
    ...(notice === undefined ? {} : { notice }),
  };
  return data(pageData, { status: 404 }) as unknown as PageData;
}
