import type { HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { generateFixtures } from '../fixtures/generate/index';
import type { FixtureSet } from '../fixtures/types';
import { createMockContext, resetClock, type MockConfig, type MockContext } from './context';
import type { FaultRule } from './faults/controller';
import { parseFaultSpec } from './faults/parse';
import { createHandlers } from './handlers/index';
import { filePersistence } from './state/file-persistence';
import type { IdSource } from './state/random-ids';
import type { StatePersistence } from './state/store';

export interface NodeMockOptions {
  /** A ready fixture set; otherwise one is generated from `seed` and `products` (cached per process). */
  fixtures?: FixtureSet;
  /** Fixture seed (default 7) — also the seed of the mock's own randomness unless `config.seed` says otherwise. */
  seed?: number;
  /** Generated products (default 200: quick to build, big enough to browse). */
  products?: number;
  config?: Partial<MockConfig>;
  clock?: () => Date;
  /** Fault rules, or a spec string such as `cart/*=latency:200;stock/*=outage`. */
  faults?: readonly FaultRule[] | string;
  /** Keep the state in `<dataDir>/state.json` across runs; in memory when absent. */
  dataDir?: string;
  persistence?: StatePersistence;
  /** Start from the seed state even when `dataDir` holds a saved one. */
  reset?: boolean;
  /** What msw/node does with requests no handler answers (default 'bypass'). */
  onUnhandledRequest?: 'bypass' | 'warn' | 'error';
  /** Only for tests that need the same ids every run (`seededIds`); Web Crypto otherwise. */
  ids?: IdSource;
  /** Call `server.listen()` (default true). Set false to only build ctx and handlers (e.g. for the standalone server). */
  listen?: boolean;
}

export interface NodeMock {
  ctx: MockContext;
  handlers: HttpHandler[];
  server: SetupServer;
  /** Stops intercepting. */
  close(): void;
  /** Restores the seed state, clears fault rules and undoes clock shifts. */
  reset(): void;
}

const generated = new Map<string, FixtureSet>();

/** Generates (once per seed and size in this process) the fixture set the Node modes use by default. */
export function fixturesFor(seed: number, products: number): FixtureSet {
  const key = `${seed}:${products}`;
  let set = generated.get(key);
  if (set === undefined) {
    set = generateFixtures({ seed, products });
    generated.set(key, set);
  }
  return set;
}

/** Builds the mock context and its handlers without intercepting anything. */
export function createNodeMockContext(options: NodeMockOptions = {}): { ctx: MockContext; handlers: HttpHandler[] } {
  const fixtures = options.fixtures ?? fixturesFor(options.seed ?? 7, options.products ?? 200);
  const persistence = options.persistence ?? (options.dataDir === undefined ? undefined : filePersistence(options.dataDir));
  if (options.reset === true) persistence?.clear();
  const faults = typeof options.faults === 'string' ? parseFaultSpec(options.faults) : options.faults;
  const ctx = createMockContext({
    fixtures,
    config: { seed: options.seed ?? fixtures.meta.seed, ...options.config },
    clock: options.clock,
    persistence,
    faults,
    ids: options.ids,
  });
  return { ctx, handlers: createHandlers(ctx) };
}

/**
 * The mock backend inside this Node process (Vitest, the CLI): msw/node intercepts `fetch` to any origin, so
 * `fetch('http://127.0.0.1/api/cart/create')` is answered without a socket.
 */
export function startNodeMock(options: NodeMockOptions = {}): NodeMock {
  const { ctx, handlers } = createNodeMockContext(options);
  const server = setupServer(...handlers);
  if (options.listen !== false) server.listen({ onUnhandledRequest: options.onUnhandledRequest ?? 'bypass' });
  return {
    ctx,
    handlers,
    server,
    close: () => server.close(),
    reset() {
      ctx.state.reset();
      ctx.throttle.clear();
      ctx.faults.clear();
      ctx.faults.reseed(ctx.config.seed);
      resetClock(ctx);
    },
  };
}
