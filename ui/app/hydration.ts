import { type HydrationState } from 'react-router';
import { type RuntimeConfig } from '../../application/config/runtime-config';
import { scriptJson } from './document-head';

/** What the server hands the browser in its HTML: the router's loader data and the runtime configuration (service URLs and flags). */
export interface HydrationPayload {
  readonly router: HydrationState;
  readonly config: RuntimeConfig;
}

export const hydrationScriptId = 'storefront-hydration';

/** The `<script>` element carrying the payload, safe against `</script>` and line separators in any string. */
export function hydrationScript(payload: HydrationPayload): string {
  return `<script id="${hydrationScriptId}" type="application/json">${scriptJson(payload)}</script>`;
}

/** The payload of a server-rendered page, or undefined when no server rendered it (the static demo). */
export function readHydrationPayload(doc: Document): HydrationPayload | undefined {
  const text = doc.getElementById(hydrationScriptId)?.textContent;
  return text ? (JSON.parse(text) as HydrationPayload) : undefined;
}
