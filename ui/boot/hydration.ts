import { type HydrationState } from 'react-router';
import { type RuntimeConfig } from '../../application/config/runtime-config';
import { type ThemeConfig } from '../../domain/theme/theme-config';
import { type Catalogue } from '../i18n/load-catalogue';
import { scriptJson } from '../head/document-head';

/** What the server hands the browser in its HTML: the router's loader data and the runtime configuration (service URLs and flags). */
export interface HydrationPayload {
  readonly router: HydrationState;
  readonly config: RuntimeConfig;
  /**
   * The store route's CMS theme as its own content-named file (server/pages/theme-asset.ts), when the HTML leaves the
   * theme out of the loader data; the browser loads it (preloaded by the HTML, then cached) and puts it back.
   */
  readonly themeUrl?: string;
}

export const hydrationScriptId = 'storefront-hydration';

type LoaderData = NonNullable<HydrationState['loaderData']>;

/** The store route's own data as the loaders return it (ui/shell/StoreLayout.tsx `StoreLayoutData`). */
interface StoreRouteData {
  readonly catalogue: Catalogue | null;
  readonly theme: ThemeConfig | null;
}

const isStoreRouteData = (value: unknown): value is StoreRouteData => typeof value === 'object' && value !== null && 'catalogue' in value && 'theme' in value;

/** The loader data with every store route's catalogue (and theme, when given) replaced: null marks where it goes back. */
function mapStoreRoutes(loaderData: LoaderData, put: { readonly catalogue: Catalogue | null; readonly theme?: ThemeConfig | null }): LoaderData {
  return Object.fromEntries(Object.entries(loaderData).map(([id, value]) => (isStoreRouteData(value) ? [id, { ...value, ...put }] : [id, value])));
}

/** The CMS theme the store route's loader found: undefined when there is no store route, null when the CMS failed. */
export function loadedTheme(loaderData: LoaderData | undefined): ThemeConfig | null | undefined {
  return Object.values(loaderData ?? {}).find(isStoreRouteData)?.theme;
}

/**
 * The `<script>` element carrying the payload, safe against `</script>` and line separators in any string. The store
 * route's message catalogue is left out: the browser loads its language's compiled chunk (hashed, cached across pages
 * and preloaded by the server) and puts it back before hydrating ({@link withStoreData}). So is its theme when the
 * payload names the theme's file.
 */
export function hydrationScript(payload: HydrationPayload): string {
  const put = payload.themeUrl === undefined ? { catalogue: null } : { catalogue: null, theme: null };
  const router = payload.router.loaderData ? { ...payload.router, loaderData: mapStoreRoutes(payload.router.loaderData, put) } : payload.router;
  return `<script id="${hydrationScriptId}" type="application/json">${scriptJson({ ...payload, router })}</script>`;
}

/**
 * The payload with the store's catalogue (and the theme from its file, when the HTML left it out) back in the store
 * route's loader data, as the server's loader returned them.
 */
export function withStoreData(payload: HydrationPayload, data: { readonly catalogue: Catalogue; readonly theme?: ThemeConfig | null }): HydrationPayload {
  const { loaderData } = payload.router;
  const put = payload.themeUrl === undefined ? { catalogue: data.catalogue } : { catalogue: data.catalogue, theme: data.theme ?? null };
  return loaderData ? { ...payload, router: { ...payload.router, loaderData: mapStoreRoutes(loaderData, put) } } : payload;
}

/** The payload of a server-rendered page, or undefined when no server rendered it (the static demo). */
export function readHydrationPayload(doc: Document): HydrationPayload | undefined {
  const text = doc.getElementById(hydrationScriptId)?.textContent;
  return text ? (JSON.parse(text) as HydrationPayload) : undefined;
}
