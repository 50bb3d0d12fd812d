import { readFileSync } from 'node:fs';
import { type Plugin } from 'vite';
import { storeHomePath } from '../domain/routing/alternates.ts';
import { allStoreViews } from '../domain/store-view/store-views.ts';
import { drawIcon, hexColour, tokenColour } from './pwa-icons.ts';

/** Description of the installed app per store view (the manifest's `description`). */
const descriptions: Readonly<Record<string, string>> = {
  nl: 'NOORD — mode voor dames, heren en kinderen',
  en: 'NOORD — fashion for women, men and children',
  de: 'NOORD — Mode für Damen, Herren und Kinder',
};

export const manifestPath = (storeCode: string): string => `manifest.${storeCode}.webmanifest`;

interface Colours {
  readonly theme: string;
  readonly background: string;
}

function colours(): Colours {
  const css = readFileSync(new URL('../ui/styles/tokens.css', import.meta.url), 'utf8');
  return { theme: tokenColour(css, 'color-text'), background: tokenColour(css, 'color-ground') };
}

/** The web app manifest of one store view: its own id and start URL, one scope for the whole origin. */
export function webManifest(storeCode: string, c: Colours = colours()): string {
  const view = allStoreViews.find((v) => v.storeCode === storeCode);
  if (view === undefined) throw new Error(`No store view ${storeCode}`);
  const home = storeHomePath(view.storeCode, allStoreViews);
  return JSON.stringify(
    {
      id: home,
      name: 'NOORD',
      short_name: 'NOORD',
      description: descriptions[view.storeCode],
      lang: view.i18n.locale,
      dir: 'ltr',
      start_url: home,
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: c.theme,
      background_color: c.background,
      categories: ['shopping', 'lifestyle'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  );
}

/** The icons as files: the letter on the theme colour; a maskable one keeps the letter inside the safe zone. */
export function iconFiles(c: Colours = colours()): Readonly<Record<string, Buffer>> {
  const ground = hexColour(c.theme);
  const glyph = hexColour(c.background);
  return {
    'icons/icon-192.png': drawIcon(192, ground, glyph, 0.6),
    'icons/icon-512.png': drawIcon(512, ground, glyph, 0.6),
    'icons/maskable-192.png': drawIcon(192, ground, glyph, 0.46),
    'icons/maskable-512.png': drawIcon(512, ground, glyph, 0.46),
    'icons/apple-touch-icon.png': drawIcon(180, ground, glyph, 0.6),
  };
}

function files(): Map<string, { readonly body: Buffer; readonly type: string }> {
  const c = colours();
  const all = new Map<string, { body: Buffer; type: string }>();
  for (const view of allStoreViews)
    all.set(manifestPath(view.storeCode), { body: Buffer.from(webManifest(view.storeCode, c)), type: 'application/manifest+json' });
  for (const [name, body] of Object.entries(iconFiles(c))) all.set(name, { body, type: 'image/png' });
  return all;
}

/**
 * The web app manifests (one per store view, linked by index.html and swapped per page by the server) and the icons:
 * served by the development server, written into every browser build. The service worker itself is built after the
 * production build only (scripts/pwa-build.mjs).
 */
export function pwaAssetsPlugin(): Plugin {
  let made: ReturnType<typeof files> | undefined;
  const all = () => (made ??= files());
  return {
    name: 'storefront-pwa-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = all().get((req.url ?? '').split('?')[0]!.replace(/^\//, ''));
        if (file === undefined) return next();
        res.setHeader('content-type', file.type);
        res.end(file.body);
      });
    },
    generateBundle() {
      if (this.environment?.config.build.ssr) return;
      for (const [fileName, file] of all()) this.emitFile({ type: 'asset', fileName, source: file.body });
    },
  };
}
