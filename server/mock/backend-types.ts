import type { MockContext } from '../../mock-backend/context';

/** Where the server's own service calls go, and (with the mock) what it answers on its origin for the browser. */
export interface Backend {
  /** The fetch of the server-side adapters. */
  readonly fetch: typeof fetch;
  /** The mock backend's answer to a request, when it is mounted and one of its handlers matches. */
  readonly handle?: (request: Request) => Promise<Response | undefined>;
  /** Whether one of the mock's handlers could answer a URL: false for a page or an asset, so no Request is built for it. */
  readonly mayHandle?: (url: URL) => boolean;
  /** Whether one of the mounted mock's control handlers (`/__mock/…`) would answer this request, as msw matches it. */
  readonly isControl?: (request: Request) => Promise<boolean>;
  /** The mounted mock's state, faults and clock (tests drive them). */
  readonly mock?: MockContext;
}

export interface MockBackendOptions {
  /** Fixtures written by `npm run fixtures` (the browser demo's data); generated in memory when the folder is missing. */
  readonly fixturesDir?: string;
  readonly shopOrigin?: string;
  /**
   * Register the mock's control handlers (`/__mock/state`, `/reset`, `/faults`, `/clock`) for requests to the shop's
   * origin (default false: a served shop without a control token has none). The server's own calls never reach them.
   */
  readonly control?: boolean;
}
