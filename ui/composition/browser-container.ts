import { Container } from 'inversify';
import { LoadTheme } from '../../application/content/load-theme';
import { defaultRuntimeConfig } from '../../application/config/runtime-config';
import { httpAdapters, useCases } from '../../adapters/modules';
import { RootStore } from '../root-store';

/** Where the services live: the page's own origin (mock worker or a proxy), or VITE_API_ORIGIN (e.g. the standalone mock server). */
function apiOrigin(): string {
  return import.meta.env.VITE_API_ORIGIN || window.location.origin;
}

/** Composition root of the browser: adapters over the page's own origin, use cases, then the UI's stores. */
export function createBrowserRootStore(): RootStore {
  const container = new Container();
  container.load(
    httpAdapters({ origin: apiOrigin(), services: defaultRuntimeConfig.services, fetch: window.fetch.bind(window) }),
    useCases(),
  );
  return new RootStore({ loadTheme: container.get(LoadTheme) });
}
