import { setupWorker, type SetupWorker } from 'msw/browser';
import { joinFixtureSet } from '../fixtures/split';
import type { FixtureManifest, FixtureSet, StoreCode } from '../fixtures/types';
import { createMockContext, type MockConfig, type MockContext } from './context';
import type { FaultRule } from './faults/controller';
import { parseFaultSpec } from './faults/parse';
import { createHandlers } from './handlers/index';
import { applyPageFlags, readPageFlags } from './page-flags';
import { localStoragePersistence } from './state/local-storage-persistence';

export interface BrowserMockOptions {
  /** Folder URL of the files written by `npm run fixtures` (holds `manifest.json`), e.g. `/mock-data/`. */
  fixturesUrl: string;
  /** Load only these store views' catalogue files (default: all). */
  stores?: StoreCode[];
  config?: Partial<MockConfig>;
  /** Fault rules; `?mock-faults=<spec>` in the page URL adds more (see README). */
  faults?: readonly FaultRule[] | string;
  /** Where the worker script is served (default `/mockServiceWorker.js`). */
  serviceWorkerUrl?: string;
  /** localStorage key of the state (default `mock-backend:state`). */
  storageKey?: string;
  quiet?: boolean;
}

export interface BrowserMock {
  ctx: MockContext;
  worker: SetupWorker;
  reset(): void;
  stop(): void;
}

/**
 * The mock backend in the browser: fetches the pre-generated fixture JSON (no generator, no faker), then starts the
 * MSW worker. State lives in localStorage, so carts, accounts and orders survive a reload.
 * Page flags: `?mock-faults=cart/*=outage;stock/*=latency:800` sets fault rules, `?mock-reset` restores the seed state.
 */
export async function startBrowserMock(options: BrowserMockOptions): Promise<BrowserMock> {
  const base = options.fixturesUrl.endsWith('/') ? options.fixturesUrl : `${options.fixturesUrl}/`;
  const fixtures = await loadFixtures(base, options.stores);
  const flags = readPageFlags(window.location.href);
  for (const message of flags.errors) console.error(`mock-backend: ${message} (rule ignored)`);
  const ctx = createMockContext({
    fixtures,
    config: { shopOrigin: window.location.origin, ...options.config },
    persistence: localStoragePersistence(window.localStorage, options.storageKey),
    faults: typeof options.faults === 'string' ? parseFaultSpec(options.faults) : (options.faults ?? []),
  });
  applyPageFlags(ctx, flags);
  const worker = setupWorker(...createHandlers(ctx));
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? true,
  });
  const mock: BrowserMock = {
    ctx,
    worker,
    reset: () => {
      ctx.state.reset();
      ctx.throttle.clear();
    },
    stop: () => worker.stop(),
  };
  (window as unknown as { __mockBackend?: BrowserMock }).__mockBackend = mock;
  if (await renderHostedPaymentPage(ctx)) await new Promise<never>(() => undefined);
  return mock;
}

async function loadFixtures(base: string, stores?: StoreCode[]): Promise<FixtureSet> {
  const read = async (file: string): Promise<unknown> => {
    const response = await fetch(base + file);
    if (!response.ok) throw new Error(`mock-backend: ${base + file} answered ${response.status}; run 'npm run fixtures' first`);
    return response.json() as Promise<unknown>;
  };
  const manifest = (await read('manifest.json')) as FixtureManifest;
  return joinFixtureSet(manifest, read, stores === undefined ? {} : { stores });
}

/**
 * Navigations bypass MSW's worker, so when the shop redirects to the provider's hosted payment page the browser
 * asks the dev server, which answers the app. Here the app fetches the page through the worker and shows it
 * instead; the page's buttons post with fetch, so the whole payment flow stays inside the mock. Returns true when
 * the page was shown (the caller must not start the app then).
 */
async function renderHostedPaymentPage(ctx: MockContext): Promise<boolean> {
  const prefix = `${ctx.config.hostedPaymentBase}/hosted/`;
  if (!window.location.pathname.startsWith(prefix)) return false;
  const response = await fetch(window.location.href, { headers: { accept: 'text/html' } });
  const html = await response.text();
  document.open();
  document.write(html);
  document.close();
  return true;
}
