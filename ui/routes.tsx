import { type RouteObject } from 'react-router';
import { defaultStoreCode, storeCodes } from '../domain/store-view/store-view';
import { loadCatalogue } from './i18n/load-catalogue';
import { PageLoading } from './shell/PageLoading';
import { StoreLayout, type StoreLayoutData } from './shell/StoreLayout';

const home = { lazy: async () => ({ Component: (await import('./home/HomePage')).HomePage }) };
const notFound = { lazy: async () => ({ Component: (await import('./not-found/NotFoundPage')).NotFoundPage }) };

/** Data routes of every store view: nl without prefix, en and de under /en and /de (catalogue spec §2). */
export function createRoutes(): RouteObject[] {
  return storeCodes.map((storeCode) => ({
    id: `store-${storeCode}`,
    path: storeCode === defaultStoreCode ? '/' : `/${storeCode}`,
    loader: async (): Promise<StoreLayoutData> => ({ storeCode, catalogue: await loadCatalogue(storeCode) }),
    Component: StoreLayout,
    HydrateFallback: PageLoading,
    children: [
      { index: true, id: storeCode === defaultStoreCode ? 'home' : `${storeCode}-home`, ...home },
      ...(storeCode === defaultStoreCode ? [{ path: 'pwa.html', ...home }] : []),
      { path: '*', id: `${storeCode}-page-not-found`, ...notFound },
    ],
  }));
}
