import { type Plugin } from 'vite';

/** What the name function of a chunk group may ask about a module (rolldown's chunking context). */
interface ChunkingContext {
  getModuleInfo(id: string): { readonly importers: readonly string[] } | null;
}

/** The families of public screens: a page needs its family's code, never another family's. */
const screenFamilies: ReadonlyArray<readonly [family: string, screen: RegExp]> = [
  ['content', /\/ui\/content\/(Home|Cms|Blog|Preview)Page\.tsx$/],
  ['listing', /\/ui\/(catalog\/(Category|Landing)|search\/SearchResults)Page\.tsx$/],
  ['product', /\/ui\/product\/ProductPage\.tsx$/],
  // What any page loads once it has hydrated, is idle or is tapped, whatever its screen: the frame's slots and drawers
  // (ui/shell/optional-slots.tsx), the use cases (ui/app/services-gate.ts) and the offline app (ui/pwa/start-pwa.ts,
  // which boot-pwa.ts imports once the page has loaded). What they share with the screens has chunks of its own, or a
  // page would load another family's chunk for one form in its footer or one helper of the use cases.
  [
    'every-page',
    /\/ui\/(components\/(NewsletterForm|AccessibilityToolbar)|modals\/(ModalHost|NewsletterPopup)|notifications\/(Toasts|OfflineBadge|LoaderOverlay)|pwa\/(UpdatePrompt|start-pwa)|consent\/ConsentBanner|shell\/(MobileMenu|LanguageDrawer)|composition\/browser-services)\.tsx?$/,
  ],
];

/**
 * The chunk of a module the public screens share: `screens` when screens of two families import it (statically, through
 * any path), else its family's chunk (`screens-listing`: what category, landing and search pages share). When what
 * every page loads later (a slot, the use cases) imports it too: `screens-every-page` for two families, and
 * `screens-<family>-every-page` for one, which that family's pages load up front and the others only with the slot. A
 * module only lazy code reaches (a modal, a lazily loaded section, the newsletter form's store) is left to the chunks
 * that load it.
 */
export function screenChunkNamer(): (id: string, context: ChunkingContext) => string | null {
  const familiesOf = new Map<string, ReadonlySet<string>>();
  const reach = (id: string, context: ChunkingContext): ReadonlySet<string> => {
    const known = familiesOf.get(id);
    if (known !== undefined) return known;
    const families = new Set<string>();
    const seen = new Set([id]);
    const next = [id];
    for (let module = next.pop(); module !== undefined; module = next.pop()) {
      const family = screenFamilies.find(([, screen]) => screen.test(module))?.[0];
      if (family !== undefined) families.add(family);
      // A screen is where a family starts; a slot may itself be imported by a screen (the newsletter block's form).
      if (family !== undefined && family !== 'every-page') continue;
      for (const importer of context.getModuleInfo(module)?.importers ?? []) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        next.push(importer);
      }
    }
    familiesOf.set(id, families);
    return families;
  };
  return (id, context) => {
    const families = reach(id, context);
    const screens = [...families].filter((family) => family !== 'every-page');
    if (screens.length === 0) return null;
    if (!families.has('every-page')) return screens.length === 1 ? `screens-${screens[0]}` : 'screens';
    return screens.length === 1 ? `screens-${screens[0]}-every-page` : 'screens-every-page';
  };
}

/**
 * What the public screens (home, CMS, category, product, search) share below the entry: their components and rules.
 * Signed-in customers' code (checkout, account, cart, loyalty and personal pricing) stays out of it. The loaders' import
 * of the JSON-LD builders (ui/head/structured-data.ts) is shared code of the screens too, not a chunk of its own.
 */
const publicScreenCode = /\/(ui\/(components|catalog|content|product|search|reviews|i18n)|domain|application)\/|\/ui\/head\/structured-data\.ts$/;
const personal = /\/(ui\/(checkout|account|cart|loyalty)|(domain|application)\/loyalty|adapters|mock-backend|fixtures)\//;

/** What the page's entry (ui/entry.ts) runs before the app, with its stylesheets and Vite's preload helper: its own chunk, a few hundred bytes. */
const pageEntryCode =
  /\/ui\/(entry|boot\/after-contentful-paint|boot\/inter-font|boot\/early-taps|routing\/page-modules|boot\/next-task|pwa\/stale-chunks|styles\/feature-styles)\.ts$|\.css$|\/index\.html$|vite\/(preload-helper|modulepreload-polyfill)/;

/** The page entry's modules the app imports too. */
const entryShared = /\/ui\/(boot\/early-taps|boot\/next-task|pwa\/stale-chunks)\.ts$|vite\/preload-helper/;

/**
 * The first circle of static imports between chunks, as chunk names from one back to itself, or undefined. The build
 * keeps each module's own order only where chunks import one another in one direction: in a circle, a chunk could run
 * before one it needs (see `chunksPlugin`).
 */
export function chunkImportCircle(imports: Readonly<Record<string, readonly string[]>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (chunk: string): string[] | undefined => {
    state.set(chunk, 'open');
    path.push(chunk);
    for (const next of imports[chunk] ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (state.get(next) === undefined) {
        const circle = visit(next);
        if (circle !== undefined) return circle;
      }
    }
    path.pop();
    state.set(chunk, 'done');
    return undefined;
  };
  for (const chunk of Object.keys(imports)) {
    if (state.get(chunk) !== undefined) continue;
    const circle = visit(chunk);
    if (circle !== undefined) return circle;
  }
  return undefined;
}

/**
 * The browser build's chunks: modules two or more public screens share go into a few chunks instead of two
 * dozen tiny ones, each a request the page waits for before it hydrates: `screens` for what every family of screens
 * uses, and one chunk per family for the rest, so a category page does not load the CMS blocks or the product page.
 */
export function chunksPlugin(): Plugin {
  return {
    name: 'storefront-chunks',
    apply: 'build',
    config(_config, env) {
      if (env.isSsrBuild === true) return undefined;
      return {
        build: {
          rolldownOptions: {
            input: { index: 'index.html', main: 'ui/main.tsx' },
            output: {
              // No `strictExecutionOrder`: it wraps every module in an init function so modules run in source order
              // whatever chunk they land in, 5–6 kB gzip of every page's JavaScript. Without it a chunk's
              // static imports run before it, which keeps each module after what it imports as long as no two chunks
              // import each other; `generateBundle` below fails the build on such a circle, and the group for
              // react-dom exists to avoid the one the groups above would otherwise make.
              strictExecutionOrder: false,
              codeSplitting: {
                groups: [
                  // The app (ui/main.tsx, an entry of its own that the tiny page entry imports once the page has painted)
                  // stays one chunk with what it loads (and out of the group below); the page entry's own few modules
                  // stay in its chunk.
                  {
                    name: 'app',
                    tags: ['$initial'],
                    test: (id: string) => !id.includes('/node_modules/') && !pageEntryCode.test(id),
                    priority: 2,
                    includeDependenciesRecursively: false,
                  },
                  // What both the page entry and the app use (Vite's preload helper, the tap replay, the stale-chunk
                  // recovery) is one small chunk the HTML names beside the entry, not one per set of importers.
                  { name: 'preload-helper', test: entryShared, priority: 3, includeDependenciesRecursively: false },
                  // react-dom: the app hydrates with it, and the entry's chunk would otherwise hold it and import the app.
                  { name: 'react-dom', test: /\/node_modules\/(react-dom|scheduler)\//, priority: 2 },
                  // mobx and its React binding: every page hydrates with both, so one chunk, even where a lazy overlay
                  // imports mobx alone (the newsletter pop-up's schedule), which would split them (0.3 kB more gzip).
                  { name: 'mobx', test: /\/node_modules\/mobx(-react-lite)?\//, priority: 2 },
                  {
                    name: screenChunkNamer(),
                    test: (id: string) => publicScreenCode.test(id) && !personal.test(id),
                    minShareCount: 2,
                    priority: 1,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const imports = Object.fromEntries(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.imports]] : [])));
      const circle = chunkImportCircle(imports);
      if (circle !== undefined) this.error(`chunks import each other in a circle, so a module could run before one it imports: ${circle.join(' → ')}`);
    },
  };
}
