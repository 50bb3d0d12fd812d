import type { FixtureSet, StoreCode } from '../fixtures/types';
import { withSaleWindowsOn } from '../fixtures/sale-windows';
import { createFaultController, type FaultController, type FaultRule } from './faults/controller';
import { defaultStateCaps, type StateCaps } from './state/caps';
import { PASSWORD_ITERATIONS } from './state/passwords';
import { webCryptoIds, type IdSource } from './state/random-ids';
import { createStateStore, type MockStateStore, type StatePersistence } from './state/store';
import { defaultThrottleLimits, type ThrottleLimits } from './throttle/limits';
import { createThrottle, type MockThrottle } from './throttle/throttle';

/**
 * Where each service lives and how the mock behaves. Every path is a path prefix without origin; handlers are
 * registered as `*<path>` so one set serves the browser worker, msw/node and the standalone server.
 */
export interface MockConfig {
  /** VSF API root: `/api` (catalog, url, stock, order, product, cart, user). */
  apiBase: string;
  /**
   * Extension bases that ALSO serve the commerce calls, as the spec writes them: `{ext}/login`, `{ext}/me`,
   * `{ext}/cart/create`. Default `['/api/ext/magento']`; the stock VSF paths `/api/user/*` and `/api/cart/*`
   * are always served too.
   */
  commerceExtBases: string[];
  /** Loyalty and personal-pricing extension. */
  loyaltyBase: string;
  /** Customer-data service: newsletter-subscribe, contact calls, mine/subscription. */
  customerDataBase: string;
  /** Card payment provider (Adyen-like) calls, in VSF envelopes, and the shop's checkout status call. */
  paymentBase: string;
  /** The provider's hosted payment page: `GET <hostedPaymentBase>/hosted/:sessionId`. */
  hostedPaymentBase: string;
  checkoutBase: string;
  /** Inventory salable quantity (MSI). */
  inventoryBase: string;
  mailServiceBase: string;
  geocodingBase: string;
  postcodeBase: string;
  reviewsBase: string;
  directoryBase: string;
  /** Content services (owned by the content handlers; listed here so one config names every path). */
  storyblokBase: string;
  cmsBase: string;
  elevateBase: string;
  storeLocatorBase: string;
  imagesBase: string;
  /**
   * Reads a rasterised picture ('dress-black-1-0-640.webp') from the fixture step's art folder; absent in the
   * browser worker and the standalone server, which then draw the SVG.
   */
  readArtFile?: (file: string) => Uint8Array | undefined;
  /** Origin of the shop the hosted payment page returns to when the request gave no returnUrl ('' = same origin). */
  shopOrigin: string;
  storeCodes: StoreCode[];
  defaultStoreCode: StoreCode;
  /** Customer token lifetime; the VSF client refreshes on 401. */
  tokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Loyalty session lifetime sent as `meta.session_expires`; defaults to the fixture value. */
  loyaltySessionSeconds: number;
  /** Seed of the mock's own randomness: fault error rates, tokens, masked cart ids. */
  seed: number;
  /** Per-client and per-account limits of sign-in, reset, register, newsletter, coupon, review and guest carts. */
  throttle: ThrottleLimits;
  /** The most carts, reviews and registrations the state keeps (carts evict the oldest, the others refuse). */
  stateCaps: StateCaps;
  /** PBKDF2 count for new password hashes: OWASP's 600,000 by default; tests may pass a lower one for speed. */
  passwordIterations: number;
  /** Secret of the `sgn` HMAC and of group tokens (a demo value, not a secret). */
  secret: string;
}

export interface MockContext {
  fixtures: FixtureSet;
  state: MockStateStore;
  faults: FaultController;
  clock: () => Date;
  config: MockConfig;
  /** Guest cart ids, payment session ids and references: Web Crypto unless a test injects a seeded source. */
  ids: IdSource;
  /** Counts of throttled calls and failed sign-ins (in memory; a reset forgets them). */
  throttle: MockThrottle;
}

export interface CreateMockContextOptions {
  fixtures: FixtureSet;
  config?: Partial<MockConfig>;
  clock?: () => Date;
  /** Where the state survives restarts (localStorage, a data folder); memory only when absent. */
  persistence?: StatePersistence;
  /** Fault rules active from the start. */
  faults?: readonly FaultRule[];
  /** Only for tests that need the same ids every run (`seededIds`); Web Crypto otherwise. */
  ids?: IdSource;
}

export function defaultMockConfig(fixtures?: FixtureSet): MockConfig {
  return {
    apiBase: '/api',
    commerceExtBases: ['/api/ext/magento'],
    loyaltyBase: '/api/ext/loyalty',
    customerDataBase: '/api/ext/customer-data',
    paymentBase: '/api/ext/payment',
    hostedPaymentBase: '/payment-provider',
    checkoutBase: '/api/ext/checkout',
    inventoryBase: '/api/ext/inventory',
    mailServiceBase: '/api/ext/mail-service',
    geocodingBase: '/maps/api/geocode',
    postcodeBase: '/api/ext/postcode',
    reviewsBase: '/api/ext/reviews',
    directoryBase: '/api/ext/directory',
    storyblokBase: '/v2/cdn',
    cmsBase: '/api/ext/cms',
    elevateBase: '/api/storefront/v3',
    storeLocatorBase: '/api/ext/store-locator',
    imagesBase: '/img',
    shopOrigin: '',
    storeCodes: ['nl', 'en', 'de'],
    defaultStoreCode: 'nl',
    tokenTtlSeconds: 3600,
    refreshTokenTtlSeconds: 30 * 24 * 3600,
    loyaltySessionSeconds: fixtures?.loyalty.sessionSeconds ?? 1800,
    seed: fixtures?.meta.seed ?? 1,
    passwordIterations: PASSWORD_ITERATIONS,
    throttle: defaultThrottleLimits,
    stateCaps: defaultStateCaps,
    secret: 'mock-backend-demo-secret',
  };
}

const clockOffsets = new WeakMap<MockContext, { ms: number }>();

export function createMockContext(options: CreateMockContextOptions): MockContext {
  const config = { ...defaultMockConfig(options.fixtures), ...options.config };
  const base = options.clock ?? (() => new Date());
  const offset = { ms: 0 };
  const ctx: MockContext = {
    // Sale windows move with the day the mock starts on, so the demo keeps current, ended and future sales.
    fixtures: withSaleWindowsOn(options.fixtures, base().getTime()),
    config,
    clock: () => new Date(base().getTime() + offset.ms),
    state: createStateStore(options.fixtures, config.seed, options.persistence),
    faults: createFaultController(config.seed, options.faults ?? []),
    ids: options.ids ?? webCryptoIds,
    throttle: createThrottle(config.throttle),
  };
  clockOffsets.set(ctx, offset);
  return ctx;
}

/** Moves the mock's clock (tokens, sessions, coupons, special prices) by `ms`; `POST /__mock/clock` uses it. */
export function shiftClock(ctx: MockContext, ms: number): void {
  const offset = clockOffsets.get(ctx);
  if (offset !== undefined) offset.ms += ms;
}

/** Undoes every `shiftClock`. */
export function resetClock(ctx: MockContext): void {
  const offset = clockOffsets.get(ctx);
  if (offset !== undefined) offset.ms = 0;
}

/** The store view of a request: `x-vs-store-code` header or `?storeCode=`, unknown codes fall back quietly (wire §1). */
export function storeCodeOf(ctx: MockContext, request: Request): StoreCode {
  const asked = request.headers.get('x-vs-store-code') ?? new URL(request.url).searchParams.get('storeCode');
  return ctx.config.storeCodes.find((code) => code === asked) ?? ctx.config.defaultStoreCode;
}
