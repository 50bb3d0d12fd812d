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
  // The frame's slots every page loads once it has hydrated (ui/shell/optional-slots.tsx): what they share with the
  // screens is one chunk of its own, or a page would load a family's chunk for one form in its footer.
  ['every-page', /\/ui\/(components\/(NewsletterForm|AccessibilityToolbar)|modals\/ModalHost|notifications\/(Toasts|OfflineBadge|LoaderOverlay)|pwa\/UpdatePrompt|consent\/ConsentBanner)\.tsx$/],
];

/**
 * The chunk of a module the public screens share: `screens` when screens of two families import it (statically, through
 * any path), else its family's chunk (`screens-listing`: what category, landing and search pages share), and
 * `screens-every-page` when a frame slot imports it too. A module only lazy code reaches (a modal, a lazily loaded
 * section) is left to the chunks that load it.
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
      if (family !== undefined) {
        families.add(family);
        continue;
      }
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
    if (families.size === 0) return null;
    if (families.has('every-page')) return 'screens-every-page';
    return families.size === 1 ? `screens-${[...families][0]}` : 'screens';
  };
}

/**
 * What the public screens (home, CMS, category, product, search) share below the entry: their components and rules.
 * Signed-in customers' code (checkout, account, cart, loyalty and personal pricing) stays out of it.
 */
const publicScreenCode = /\/(ui\/(components|catalog|content|product|search|reviews|i18n)|domain|application)\/|\/node_modules\/lucide-react\//;
const personal = /\/(ui\/(checkout|account|cart|loyalty)|(domain|application)\/loyalty|adapters|mock-backend|fixtures)\//;

/** What the page's entry (ui/entry.ts) runs before the app, with its stylesheets and Vite's preload helper: its own chunk, a few hundred bytes. */
const pageEntryCode = /\/ui\/(entry|app\/after-contentful-paint|app\/inter-font|app\/early-taps|app\/page-modules|app\/next-task|pwa\/stale-chunks|styles\/feature-styles)\.ts$|\.css$|\/index\.html$|vite\/(preload-helper|modulepreload-polyfill)/;

/** The page entry's modules the app imports too. */
const entryShared = /\/ui\/(app\/early-taps|app\/next-task|pwa\/stale-chunks)\.ts$|vite\/preload-helper/;

/**
 * The browser build's chunks (issue 18): modules two or more public screens share go into a few chunks instead of two
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
              // Groups that leave a module's dependencies to other chunks need the modules to run in import order.
              strictExecutionOrder: true,
              codeSplitting: {
                groups: [
                  // The app (ui/main.tsx, an entry of its own that the tiny page entry imports once the page has painted)
                  // stays one chunk with what it loads (and out of the group below); the page entry's own few modules
                  // stay in its chunk.
                  { name: 'app', tags: ['$initial'], test: (id: string) => !id.includes('/node_modules/') && !pageEntryCode.test(id), priority: 2, includeDependenciesRecursively: false },
                  // What both the page entry and the app use (Vite's preload helper, the tap replay, the stale-chunk
                  // recovery) is one small chunk the HTML names beside the entry, not one per set of importers.
                  { name: 'preload-helper', test: entryShared, priority: 3, includeDependenciesRecursively: false },
                  { name: screenChunkNamer(), test: (id: string) => publicScreenCode.test(id) && !personal.test(id), minShareCount: 2, priority: 1, includeDependenciesRecursively: false },
                ],
              },
            },
          },
        },
      };
    },
  };
}
