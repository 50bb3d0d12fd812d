import { type StoreCode } from '../../domain/store-view/store-view';
import { pageModulesId } from '../routing/page-modules';
import { pageFiles } from '../pages';
import { personalAreas } from '../i18n/personal-areas';
import { type RouteName } from '../../domain/routing/types';

/** One chunk of Vite's build manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly name?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
  readonly assets?: readonly string[];
}

export type ClientManifest = Readonly<Record<string, ManifestChunk>>;

/** The compiled messages' module of a language (scripts/vite-compiled-messages.ts) as the manifest names it. */
const languageKey = (manifest: ClientManifest, storeCode: StoreCode): string | undefined =>
  Object.keys(manifest).find((key) => key.includes('messages:') && key.endsWith(`:${storeCode}`)) ??
  Object.keys(manifest).find((key) => manifest[key]?.name === storeCode && key.includes('messages'));

/** The personal areas' texts of a language, apart from the language's chunk in the browser (ui/i18n/personal-areas.ts). */
const personalLanguageKey = (manifest: ClientManifest, storeCode: StoreCode): string | undefined =>
  Object.keys(manifest).find((key) => key.endsWith(`messages:personal/${storeCode}`));

/** A screen of ui/account, ui/checkout or the styleguide, whose texts are the personal areas'. */
const personalScreen = new RegExp(`^\\./(${personalAreas.join('|')})/`);

/** The app's own module (ui/main.tsx), which the entry imports once the page has painted (ui/entry.ts). */
export const appModuleKey = 'ui/main.tsx';

/**
 * What a server-rendered page needs before it can hydrate, beyond the tiny entry index.html loads: the app
 * (ui/main.tsx) with everything it imports, its screen's chunk with everything it imports, and its language's compiled
 * messages (and, for the account's, the checkout's and the styleguide's screens, their language's personal texts). The
 * HTML names them in one JSON list; the entry asks for all of them at once (`modulepreload`) as soon as
 * the page has painted, so they arrive together instead of one after another, and no script takes bandwidth or main
 * thread from the first paint and the LCP picture. Their stylesheets are linked as usual: they style the
 * server's HTML. The font is in none of them: the entry declares it once the page has loaded (ui/boot/inter-font.ts).
 */
export function createRoutePreloads(manifest: ClientManifest): (route: RouteName, storeCode: StoreCode) => string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true && key.endsWith('index.html'));
  const closure = (key: string, into: Set<string>): Set<string> => {
    if (into.has(key) || manifest[key] === undefined) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const initial = entryKey === undefined ? new Set<string>() : closure(entryKey, new Set());
  // index.html links the stylesheets of the entry and everything it imports; linking them again would put every rule
  // twice into the page's cascade.
  const initialCss = new Set([...initial].flatMap((key) => manifest[key]?.css ?? []));
  const memo = new Map<string, string>();
  return (route, storeCode) => {
    const cacheKey = `${storeCode}:${route}`;
    const known = memo.get(cacheKey);
    if (known !== undefined) return known;
    const keys = closure(appModuleKey, new Set<string>());
    const screen = `ui/${pageFiles[route].replace(/^\.\//, '')}`;
    closure(screen, keys);
    const language = languageKey(manifest, storeCode);
    if (language !== undefined) closure(language, keys);
    // A personal screen waits for its texts before it can render: they come with it, not after it has run.
    const personal = personalScreen.test(pageFiles[route]) ? personalLanguageKey(manifest, storeCode) : undefined;
    if (personal !== undefined) closure(personal, keys);
    const modules = [...keys].filter((key) => !initial.has(key)).map((key) => `/${manifest[key]?.file ?? ''}`);
    const css = [...keys].flatMap((key) => manifest[key]?.css ?? []).filter((file) => !initialCss.has(file));
    const html =
      [...new Set(css)].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('') +
      `<script type="application/json" id="${pageModulesId}">${JSON.stringify(modules)}</script>`;
    memo.set(cacheKey, html);
    return html;
  };
}
