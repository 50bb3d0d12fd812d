import 'reflect-metadata';
import { PassThrough, type Readable } from 'node:stream';
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToPipeableStream } from 'react-dom/server';
import { type StaticHandlerContext, StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { type NotificationOutlet } from '../../application/notifications/notification-outlet';
import { type UseCases } from '../../application/use-cases/shop-use-cases';
import { type StoreCode } from '../../domain/store-view/store-view';
import { storeCodeOfPath, storeViews } from '../../domain/store-view/store-views';
import { pageDataOf } from '../head/document-head';
import { StoresContext } from '../app/stores-context';
import { NotificationStore } from '../notifications/notification.store';
import { RootStore } from '../root-store';
import { loadCatalogue } from '../i18n/load-catalogue';
import { createRoutes } from '../routes';
import { type PageData } from '../routing/page-module';
import { type PageStatus, renderServerErrorPage, renderStatusPage } from './server-error';
import { type ClientManifest, createRoutePreloads } from './route-assets';
import { type RouteName } from '../../domain/routing/types';

// A server render is never committed, so an observer's reaction would only track observables and wait to be swept:
// mobx-react-lite's static rendering renders observers as plain components (its documented setting for SSR).
enableStaticRendering(true);

let preloadsOf: (route: RouteName, storeCode: StoreCode) => string = () => '';

/** The browser build's manifest (production): each page's HTML then preloads its screen's chunks and its language. */
export function loadClientManifest(manifest: ClientManifest): void {
  preloadsOf = createRoutePreloads(manifest);
}

/** What the HTTP layer gives the renderer for one request. */
export interface RenderRequest {
  readonly request: Request;
  /**
   * The request's use cases, from the server's composition root (server/composition/request-use-cases.ts): a fresh
   * container per request, reporting to `outlet` (the request's notification store).
   */
  readonly requestUseCases: (storeCode: StoreCode, outlet: NotificationOutlet) => UseCases;
}

/** The renderer's answer: a redirect from a loader, or a page whose body streams once the shell is ready. */
export type RenderResult =
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | {
      readonly kind: 'page';
      readonly status: number;
      readonly page: PageData;
      readonly hydration: StaticHandlerContext;
      /** `<head>` links of what the page needs to hydrate beyond the entry: its screen's chunks and its language. */
      readonly preloads: string;
      /** The app's HTML for `#root`, streamed. */
      readonly body: Readable;
    }
  | { readonly kind: 'error'; readonly status: 500; readonly html: string; readonly lang: string; readonly title: string };

/**
 * The routes of one store view and react-router's static handler over them, built once: the request's stores reach
 * the loaders as its request context. The request's store view only, as in the browser (a language switch is a full
 * page load): flattening and ranking every store view's ≈ 100 routes per request was a millisecond of each cold
 * render, and building one store view's per request still 0.4 ms.
 */
const staticHandlers = new Map<StoreCode, ReturnType<typeof createStaticHandler>>();
function staticHandlerOf(storeCode: StoreCode): ReturnType<typeof createStaticHandler> {
  let handler = staticHandlers.get(storeCode);
  if (handler === undefined) {
    handler = createStaticHandler(createRoutes(requestStores, storeCode));
    staticHandlers.set(storeCode, handler);
  }
  return handler;
}

/** The stores of the request a loader runs for (the request context `render` hands to the static handler). */
function requestStores(context: unknown): RootStore {
  if (context instanceof RootStore) return context;
  throw new Error('A loader ran without the request’s stores');
}

/**
 * Renders one request: the request's use cases in a fresh RootStore, its store view's routes, react-router's static handler runs the loaders
 * (URL dispatcher, the screen's load), then React streams the matched screen.
 */
export async function render({ request, requestUseCases }: RenderRequest): Promise<RenderResult> {
  const storeCode = storeCodeOfPath(new URL(request.url).pathname);
  try {
    const notifications = new NotificationStore();
    const stores = new RootStore(requestUseCases(storeCode, notifications), { storeView: storeViews[storeCode], isServer: true }, notifications);
    const handler = staticHandlerOf(storeCode);
    const context = await handler.query(request, { requestContext: stores });
    if (context instanceof Response) {
      const location = context.headers.get('location');
      if (location !== null && context.status >= 300 && context.status < 400) return { kind: 'redirect', status: context.status, location };
      throw new Error(`A loader answered ${context.status} without a location`);
    }
    if (context.errors !== null) throw Object.values(context.errors)[0] ?? new Error('A loader failed');
    const page = pageDataOf(
      context.loaderData,
      context.matches.map((m) => m.route.id ?? ''),
    );
    if (page === undefined) throw new Error(`No page data for ${request.url}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const body = await stream(
      <StoresContext.Provider value={stores}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StoresContext.Provider>,
    );
    return { kind: 'page', status: context.statusCode, page, hydration: context, body, preloads: preloadsOf(page.route.name, page.route.storeCode) };
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400 && error.headers.has('location')) {
      return { kind: 'redirect', status: error.status, location: error.headers.get('location') ?? '/' };
    }
    console.error(`[server] rendering ${request.url} failed`, error);
    return { kind: 'error', status: 500, ...(await renderServerErrorPage(storeCode, loadCatalogue)) };
  }
}

/** The shop's page for a status the server answers itself (request-guard.ts, status-response.ts). */
export const renderStatus = (storeCode: StoreCode, status: PageStatus) => renderStatusPage(storeCode, status, loadCatalogue);

/** Resolves with the HTML stream once the shell is rendered; rejects when even the shell fails (the 500 page then). */
function stream(element: React.ReactElement): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onShellReady() {
        const body = new PassThrough();
        pipe(body);
        resolve(body);
      },
      onShellError: reject,
      onError(error) {
        console.error('[server] rendering error', error);
      },
    });
  });
}
