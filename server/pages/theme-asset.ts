import { createHash } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { LoadTheme } from '../../application/content/load-theme';
import { type RuntimeConfig } from '../../application/config/runtime-config';
import { serviceAdapters } from '../../adapters/wiring/modules';
import { type StoreCode, storeCodes } from '../../domain/store-view/store-view';
import { type ThemeConfig } from '../../domain/theme/theme-config';
import { etagOf } from '../cache/output-cache';
import { newContainer } from '../../adapters/wiring/new-container';

/**
 * The CMS theme (header, menus, footer, USP bar) of a store view as its own file, named by a hash of its content
 * so a page's HTML links it instead of repeating ~11 kB of menu in every page's hydration data, and a
 * browser keeps it across pages and visits. A changed theme gets a new name.
 */
const themeAssetPattern = new RegExp(`^/theme/(${storeCodes.join('|')})\\.([A-Za-z0-9_-]{16})\\.json$`);

/** How long a browser keeps a theme file: its name changes with its content. */
export const themeAssetCacheControl = 'public, max-age=31536000, immutable';

/** The theme's JSON as the file's body: the same bytes on every server for the same theme. */
export const themeJson = (theme: ThemeConfig): string => JSON.stringify(theme);

/** The hash of each theme object seen: the renders that share one theme (adapters/storyblok/shared-content.ts) hash it once. */
const hashes = new WeakMap<ThemeConfig, string>();

/** The path of a store view's theme file: `/theme/nl.<16 characters of its SHA-256>.json`. */
export function themeAssetPath(storeCode: StoreCode, theme: ThemeConfig): string {
  let hash = hashes.get(theme);
  if (hash === undefined) {
    hash = createHash('sha256').update(themeJson(theme)).digest('base64url').slice(0, 16);
    // Only a frozen theme cannot change under its hash.
    if (Object.isFrozen(theme)) hashes.set(theme, hash);
  }
  return `/theme/${storeCode}.${hash}.json`;
}

export const isThemeAssetPath = (pathname: string): boolean => themeAssetPattern.test(pathname);

/** The theme file a page links, or none when the CMS failed (the theme, null, then stays in the hydration data). */
export const themeUrlOf = (storeCode: StoreCode, theme: ThemeConfig | null | undefined): string | undefined =>
  theme ? themeAssetPath(storeCode, theme) : undefined;

export interface ThemeAssetContext {
  readonly config: RuntimeConfig;
  readonly apiOrigin: string;
  readonly fetch: typeof fetch;
  /** The theme this server's renders share for a store view (adapters/storyblok/shared-content.ts), if it has one. */
  readonly sharedTheme?: (storeCode: StoreCode) => Promise<ThemeConfig> | undefined;
}

/** What a theme path answers: the current theme, and whether it is the one the path names (else the CMS changed it since). */
export type ThemeAsset = { readonly body: string; readonly current: boolean };

/**
 * The theme a theme path names: the one this server's renders share when the path is its name (the pages rendered
 * with it link that file, even when the CMS has changed the theme since), else the store view's current theme, loaded
 * from the CMS as a page render would; undefined for another path or when the CMS fails (the browser then loads the
 * theme itself, ui/boot/theme-file.ts).
 */
async function themeAsset(pathname: string, context: ThemeAssetContext): Promise<ThemeAsset | undefined> {
  const match = themeAssetPattern.exec(pathname);
  if (match === null) return undefined;
  const storeCode = match[1] as StoreCode;
  const shared = await context.sharedTheme?.(storeCode)?.catch(() => undefined);
  if (shared !== undefined && themeAssetPath(storeCode, shared) === pathname) return { body: themeJson(shared), current: true };
  const container = newContainer();
  container.load(...serviceAdapters({ origin: context.apiOrigin, services: context.config.services, fetch: context.fetch }));
  const loaded = await container.get(LoadTheme).execute(storeCode);
  if (!loaded.ok) return undefined;
  return { body: themeJson(loaded.value), current: themeAssetPath(storeCode, loaded.value) === pathname };
}

/** What the output cache keeps of a theme file (a page entry: output-cache.ts `keep`). */
export interface KeptThemeAsset {
  readonly status: 200;
  readonly headers: Readonly<Record<string, string>>;
  readonly html: Buffer;
  readonly tags: readonly string[];
}

/**
 * Answers a theme file: kept by browsers for a year when it is the theme its name says, else (the CMS changed the
 * theme since the page was rendered) the theme as it is now, for this once and kept by nobody: the browser then
 * renders the new menu; only the former goes to the output cache (`keep`, absent when the request bypasses it). A CMS
 * failure is the shop's 404.
 */
export async function serveThemeAsset(
  req: IncomingMessage,
  res: ServerResponse,
  context: ThemeAssetContext & { readonly path: string },
  cache: { readonly keep: ((kept: KeptThemeAsset) => void) | undefined; readonly notFound: () => Promise<void> },
): Promise<void> {
  const asset = await themeAsset(context.path, context);
  if (asset === undefined) return cache.notFound();
  const html = Buffer.from(asset.body);
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': asset.current ? themeAssetCacheControl : 'no-store' };
  res.writeHead(200, {
    ...headers,
    etag: etagOf(html),
    vary: 'Accept-Encoding',
    'x-cache': cache.keep === undefined ? 'BYPASS' : 'MISS',
    'content-length': String(html.length),
  });
  res.end(req.method === 'HEAD' ? undefined : html);
  if (asset.current) cache.keep?.({ status: 200, headers, html, tags: ['route:theme'] });
}
