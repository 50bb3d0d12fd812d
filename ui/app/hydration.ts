import { type HydrationState } from 'react-router';
import { type RuntimeConfig } from '../../application/config/runtime-config';
import { type Catalogue } from '../i18n/load-catalogue';
import { scriptJson } from './document-head';

/** What the server hands the browser in its HTML: the router's loader data and the runtime configuration (service URLs and flags). */
export interface HydrationPayload {
  readonly router: HydrationState;
  readonly config: RuntimeConfig;
}

export const hydrationScriptId = 'storefront-hydration';

type LoaderData = NonNullable<HydrationState['loaderData']>;

const hasCatalogue = (value: unknown): value is { catalogue: unknown } => typeof value === 'object' && value !== null && 'catalogue' in value;

/** The loader data with every store route's message catalogue taken out, or put back (`catalogue` given). */
function mapCatalogues(loaderData: LoaderData, catalogue?: Catalogue): LoaderData {
  return Object.fromEntries(
    Object.entries(loaderData).map(([id, value]) => {
      if (!hasCatalogue(value)) return [id, value];
      // null marks where the catalogue goes back.
      return [id, { ...value, catalogue: catalogue ?? null }];
    }),
  );
}

/**
 * The `<script>` element carrying the payload, safe against `</script>` and line separators in any string. The store
 * route's message catalogue is left out: the browser loads its language's compiled chunk (hashed, cached across pages
 * and preloaded by the server) and puts it back before hydrating ({@link withCatalogue}).
 */
export function hydrationScript(payload: HydrationPayload): string {
  const router = payload.router.loaderData ? { ...payload.router, loaderData: mapCatalogues(payload.router.loaderData) } : payload.router;
  return `<script id="${hydrationScriptId}" type="application/json">${scriptJson({ ...payload, router })}</script>`;
}

/** The payload with the store's catalogue back in the store route's loader data, as the server's loader returned it. */
export function withCatalogue(payload: HydrationPayload, catalogue: Catalogue): HydrationPayload {
  const { loaderData } = payload.router;
  return loaderData ? { ...payload, router: { ...payload.router, loaderData: mapCatalogues(loaderData, catalogue) } } : payload;
}

/** The payload of a server-rendered page, or undefined when no server rendered it (the static demo). */
export function readHydrationPayload(doc: Document): HydrationPayload | undefined {
  const text = doc.getElementById(hydrationScriptId)?.textContent;
  return text ? (JSON.parse(text) as HydrationPayload) : undefined;
}
