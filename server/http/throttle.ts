import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';

/** Calls allowed per window, and how long a refusal lasts once they are spent (default: until the window ends). */
export interface ThrottleLimit {
  readonly points: number;
  readonly windowSeconds: number;
  readonly blockSeconds?: number;
}

/** The throttled actions of the shop: sign-in, password reset, registration, newsletter, coupon, review, guest carts. */
export type ThrottleAction = 'login' | 'reset-password' | 'register' | 'newsletter' | 'coupon' | 'review' | 'guest-cart';

export interface ThrottleLimits {
  readonly perClient: Readonly<Record<ThrottleAction, ThrottleLimit>>;
  /** Per address, cart or author, whoever sends it (guest carts name no account). */
  readonly perAccount: Readonly<Partial<Record<ThrottleAction, ThrottleLimit>>>;
}

/** The same limits as the mock backend's (mock-backend/throttle/limits.ts), so a shopper meets one behaviour. */
export const defaultServerThrottleLimits: ThrottleLimits = {
  perClient: {
    login: { points: 30, windowSeconds: 60 },
    'reset-password': { points: 10, windowSeconds: 60 },
    register: { points: 10, windowSeconds: 60 },
    newsletter: { points: 20, windowSeconds: 60 },
    coupon: { points: 30, windowSeconds: 60 },
    review: { points: 10, windowSeconds: 60 },
    'guest-cart': { points: 120, windowSeconds: 60 },
  },
  perAccount: {
    login: { points: 10, windowSeconds: 600, blockSeconds: 600 },
    'reset-password': { points: 3, windowSeconds: 900 },
    register: { points: 5, windowSeconds: 300 },
    newsletter: { points: 5, windowSeconds: 300 },
    coupon: { points: 10, windowSeconds: 60 },
    review: { points: 3, windowSeconds: 300 },
  },
};

export interface ServerThrottleOptions {
  /**
   * The server's ioredis client (shared cache): counts are then shared by every instance. Without it, or while Redis
   * does not answer, each instance counts in its own memory (the insurance limiter), so throttling never stops.
   */
  readonly redis?: Redis;
  /** Key prefix in Redis (default `throttle:`). */
  readonly prefix?: string;
  readonly limits?: ThrottleLimits;
}

/** Seconds until the caller may try again, or `undefined` when the call may go on. */
export type Refusal = number | undefined;

export interface ServerThrottle {
  /** Spends one call of `action` for the client and (when given) the account; the seconds to wait once either is spent. */
  take(action: ThrottleAction, client: string, account?: string): Promise<Refusal>;
  /** Gives the account's point back (e.g. a successful sign-in, so only failures count towards the lock). */
  forgive(action: ThrottleAction, account: string): Promise<void>;
}

/** Per-client and per-account limits over Redis when configured, in memory otherwise (rate-limiter-flexible). */
export function createServerThrottle(options: ServerThrottleOptions = {}): ServerThrottle {
  const limits = options.limits ?? defaultServerThrottleLimits;
  const prefix = options.prefix ?? 'throttle:';
  const limiter = (name: string, limit: ThrottleLimit): RateLimiterAbstract => {
    const common = { keyPrefix: `${prefix}${name}`, points: limit.points, duration: limit.windowSeconds, blockDuration: limit.blockSeconds ?? 0 };
    const memory = new RateLimiterMemory(common);
    if (options.redis === undefined) return memory;
    return new RateLimiterRedis({ ...common, storeClient: options.redis, rejectIfRedisNotReady: true, insuranceLimiter: memory });
  };
  const perClient = new Map(Object.entries(limits.perClient).map(([action, limit]) => [action, limiter(`client:${action}`, limit)]));
  const perAccount = new Map(Object.entries(limits.perAccount).map(([action, limit]) => [action, limiter(`account:${action}`, limit)]));
  const spend = async (target: RateLimiterAbstract | undefined, key: string): Promise<Refusal> => {
    if (target === undefined) return undefined;
    try {
      await target.consume(key);
      return undefined;
    } catch (refused) {
      if (refused instanceof Error) throw refused;
      return Math.max(1, Math.ceil((refused as RateLimiterRes).msBeforeNext / 1000));
    }
  };
  return {
    async take(action, client, account) {
      const byClient = await spend(perClient.get(action), client);
      if (byClient !== undefined || account === undefined) return byClient;
      return spend(perAccount.get(action), account.trim().toLowerCase());
    },
    async forgive(action, account) {
      await perAccount.get(action)?.delete(account.trim().toLowerCase());
    },
  };
}

/**
 * The client of a request: the socket's address, or with `trustProxy` the last `X-Forwarded-For` hop (the address
 * the proxy in front saw; anything left of it is the client's own claim).
 */
export function clientAddress(request: IncomingMessage, trustProxy = false): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-for'] : undefined;
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  return hops[hops.length - 1] ?? request.socket.remoteAddress ?? 'unknown';
}

/** 429 with `Retry-After` and the VSF envelope the shop's HTTP adapter reads as 'throttled'. */
export function refuseThrottled(response: ServerResponse, seconds: number): void {
  const body = JSON.stringify({ code: 429, result: `Too many requests. Please wait ${seconds} seconds and try again.` });
  response.writeHead(429, {
    'content-type': 'application/json; charset=utf-8',
    'retry-after': String(seconds),
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}
