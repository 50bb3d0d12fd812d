import { type RouteObject, redirect, redirectDocument } from 'react-router';
import { qualifiedRouteName } from '../domain/routing/parse-route';
import { routeTable } from '../domain/routing/route-table';
import { defaultStoreCode, type StoreCode, storeCodes } from '../domain/store-view/store-view';
import { allStoreViews } from '../domain/store-view/store-views';
import { loadPage } from './routing/load-page';
import { PageView } from './routing/PageView';
import { loadCatalogue } from './i18n/load-catalogue';
import { type RootStore } from './root-store';
import { FrameLayout } from './shell/FrameLayout';
import { multistoreRedirect } from './shell/multistore';
import { PageLoading } from './shell/PageLoading';
import { RouteError, StoreError } from './shell/RouteError';
import { StoreLayout, type StoreLayoutData } from './shell/StoreLayout';

/**
 * The stores a loader works with. The browser has one RootStore for the page's life; the server builds the routes
 * once per store view and hands each request's fresh stores to the loaders as react-router's request context.
 */
export type StoresOf = (context: unknown) => RootStore;

interface LoaderArgs {
  readonly request: Request;
  readonly context?: unknown;
}

/** react-router's path of a route-table pattern below its store's prefix. */
const childPath = (pattern: string) => pattern.replace(/^\//, '');

/**
 * One child route per distinct path of the route table, named by the domain's route names with the store prefix
 * (catalogue spec §2), plus a catch-all that runs the URL dispatcher (URL map, landing pages, redirects, not found).
 * Every child has the same loader: the dispatcher decides which screen renders.
 */
function pageRoutes(storesOf: StoresOf, storeCode: StoreCode): RouteObject[] {
  const seen = new Set<string>();
  const routes: RouteObject[] = [];
  const loader = ({ request, context }: LoaderArgs) => loadPage(storesOf(context), request);
  for (const definition of routeTable) {
    for (const pattern of [definition.pattern, ...(definition.aliases ?? [])]) {
      if (seen.has(pattern)) continue;
      seen.add(pattern);
      const id = qualifiedRouteName({ storeCode, name: definition.name }, allStoreViews) + (pattern === definition.pattern ? '' : `:${pattern}`);
      const path = childPath(pattern);
      routes.push(path === '' ? { index: true, id, loader, Component: PageView } : { path, id, loader, Component: PageView });
    }
  }
  routes.push({ path: '*', id: `${storeCode}-dispatcher`, loader, Component: PageView });
  return routes;
}

/**
 * Data routes of every store view: nl without prefix, en and de under /en and /de (catalogue spec §2). The store route
 * loads the language and the CMS theme (and redirects when multistore maps the host to another store view); a
 * pathless frame route below it picks the layout of the deepest page and catches page errors in the minimal layout.
 *
 * The browser passes `only`, the store view of its page: a language switch is a full page load (catalogue spec §2),
 * so its router needs no other store view's ≈ 30 routes, whose flattening and ranking were a long task while the page
 * hydrated. A link to another store view's path becomes a document load, answered by the server.
 */
export function createRoutes(storesOf: StoresOf, only?: StoreCode): RouteObject[] {
  const routes = (only === undefined ? storeCodes : [only]).map((storeCode) => storeRoute(storesOf, storeCode));
  if (only === undefined) return routes;
  const elsewhere = ({ request }: { request: Request }) => redirectDocument(request.url);
  const others = storeCodes.filter((storeCode) => storeCode !== only && storeCode !== defaultStoreCode);
  // The default store view has no prefix: on its page, the other prefixes must not fall to its URL dispatcher.
  const otherPaths = only === defaultStoreCode ? others.map((storeCode) => `/${storeCode}/*`) : ['*'];
  return [...routes, ...otherPaths.map((path) => ({ id: `elsewhere:${path}`, path, loader: elsewhere }))];
}

function storeRoute(storesOf: StoresOf, storeCode: StoreCode): RouteObject {
  return {
    id: `store-${storeCode}`,
    path: storeCode === defaultStoreCode ? '/' : `/${storeCode}`,
    loader: async ({ request, context }: LoaderArgs): Promise<StoreLayoutData> => {
      const stores = storesOf(context);
      const elsewhere = multistoreRedirect(new URL(request.url), storeCode, allStoreViews);
      if (elsewhere !== undefined) throw redirect(elsewhere);
      const [catalogue] = await Promise.all([loadCatalogue(storeCode), stores.theme.open(storeCode)]);
      return { storeCode, catalogue, theme: stores.theme.storeCode === storeCode ? (stores.theme.data ?? null) : null };
    },
    Component: StoreLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: () => <StoreError storeCode={storeCode} />,
    children: [
      {
        id: `frame-${storeCode}`,
        Component: () => <FrameLayout storeCode={storeCode} />,
        ErrorBoundary: () => <RouteError storeCode={storeCode} />,
        children: pageRoutes(storesOf, storeCode),
      },
    ],
  };
}
