import { type Plugin } from 'vite';

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
 * The browser build's chunks (issue 18): modules two or more public screens share go into one `screens` chunk instead
 * of two dozen tiny ones, each a request the page waits for before it hydrates.
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
                  { name: 'screens', test: (id: string) => publicScreenCode.test(id) && !personal.test(id), minShareCount: 2, priority: 1, includeDependenciesRecursively: false },
                ],
              },
            },
          },
        },
      };
    },
  };
}
