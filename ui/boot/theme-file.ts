import { type StoreCode } from '../../domain/store-view/store-view';
import { type ThemeConfig } from '../../domain/theme/theme-config';

/** Enough of a theme to render the shell from (the file is the server's own JSON; this only catches a wrong answer). */
const looksLikeTheme = (value: unknown): value is ThemeConfig =>
  typeof value === 'object' && value !== null && Array.isArray((value as { menu?: unknown }).menu) && Array.isArray((value as { usps?: unknown }).usps);

/** What the fallback needs from the theme store (ui/shell/theme.store.ts). */
export interface ThemeSource {
  open(storeCode: StoreCode): Promise<void>;
  readonly data: ThemeConfig | undefined;
}

/**
 * The theme a server-rendered page hydrates with, from the file its HTML links (preloaded, then kept by the browser
 * and the service worker). When the file cannot be had (offline without a copy, a server that lost it, a wrong
 * answer) the theme comes from the CMS through the use case instead; null when that fails too, and the store layout
 * tries again after hydrating.
 */
export async function themeForHydration(url: string, storeCode: StoreCode, fallback: ThemeSource, fetchFile: typeof fetch): Promise<ThemeConfig | null> {
  try {
    const response = await fetchFile(url);
    if (response.ok) {
      const body: unknown = await response.json();
      if (looksLikeTheme(body)) return body;
    }
  } catch {
    // A dropped connection or a body that is not JSON: the CMS below.
  }
  await fallback.open(storeCode);
  return fallback.data ?? null;
}
