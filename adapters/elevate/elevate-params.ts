import type { ProviderFilter, ProviderSession } from '../../application/ports/search-provider-port';
import { BREAKPOINTS, STORE_DEFAULTS } from '../../domain/catalog/constants';

export type ParamValue = string | number | boolean | readonly unknown[] | Readonly<Record<string, unknown>> | undefined;

/** The provider knows en-GB, not en-US (catalogue spec §7). */
export const providerLocale = (locale: string): string => (locale === 'en-US' ? 'en-GB' : locale);

/** Mobile at 1024 px or narrower, else desktop (catalogue spec §7, §9). */
export const touchpoint = (viewportWidth: number): 'mobile' | 'desktop' => (viewportWidth <= BREAKPOINTS.mobileMax ? 'mobile' : 'desktop');

/** market, locale, touchpoint and the session and customer keys every query carries (wire-reference §4). */
export function sessionParams(session: ProviderSession): Record<string, string> {
  return {
    market: STORE_DEFAULTS.defaultCountry[session.storeCode],
    locale: providerLocale(STORE_DEFAULTS.locales[session.storeCode]),
    touchpoint: touchpoint(session.viewportWidth),
    sessionKey: session.sessionKey,
    customerKey: session.customerKey,
  };
}

/** Facet filters as `f.<id>` (values pipe-joined) or `f.<id>.min` / `f.<id>.max` for ranges (catalogue spec §7). */
export function filterParams(filters: Readonly<Record<string, ProviderFilter>> = {}): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [id, filter] of Object.entries(filters)) {
    if (Array.isArray(filter)) {
      if (filter.length > 0) params[`f.${id}`] = filter.join('|');
      continue;
    }
    const range = filter as { readonly min?: number; readonly max?: number };
    if (range.min !== undefined) params[`f.${id}.min`] = String(range.min);
    if (range.max !== undefined) params[`f.${id}.max`] = String(range.max);
  }
  return params;
}

/**
 * The checkbox facet that narrows a list to products in stock: the shop configures it in Elevate on the variants'
 * stock, and sends `f.instock=true` when out-of-stock products are not listed (catalogue spec §5).
 */
export const IN_STOCK_FACET = 'instock';

/** Query parameters as strings: arrays pipe-joined, objects JSON-encoded, undefined left out (catalogue spec §7). */
export function encodeParams(params: Readonly<Record<string, ParamValue>>): Record<string, string> {
  const encoded: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) encoded[key] = value.map(String).join('|');
    else if (typeof value === 'object') encoded[key] = JSON.stringify(value);
    else encoded[key] = String(value);
  }
  return encoded;
}
