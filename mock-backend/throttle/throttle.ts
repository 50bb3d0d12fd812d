import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import type { Limit, ThrottleLimits, ThrottledAction } from './limits';

/** Seconds until a refused caller may try again, or `undefined` when the call may go on. */
export type Refusal = number | undefined;

/** The mock's throttle: per-client and per-account limits and Magento's sign-in lockout, all in memory. */
export interface MockThrottle {
  /** Spends one call of `action` for the client and (when given) the account; refuses once either is spent. */
  take(action: ThrottledAction, client: string, account?: string): Promise<Refusal>;
  /** Whether the address is locked after too many failed sign-ins (unknown addresses lock the same way). */
  locked(account: string): Promise<boolean>;
  /** A failed sign-in for the address; the `failures`-th in a row locks it. */
  failedSignIn(account: string): Promise<void>;
  /** A successful sign-in starts the count again, as Magento resets `failures_num`. */
  signedIn(account: string): Promise<void>;
  /** Forgets every count (the mock's reset). */
  clear(): void;
}

/** The client of every request that came without a proxy's `X-Forwarded-For`. */
export const UNKNOWN_CLIENT = 'local';
/**
 * Callers without a known address share one bucket with this many clients' worth of calls: one caller cannot use
 * up everyone's sign-ins (or the e2e suite's browsers each other's), and a flood is still cut off.
 */
export const SHARED_CLIENTS = 10;

const limiter = (limit: Limit) => new RateLimiterMemory({ points: limit.points, duration: limit.windowSeconds, blockDuration: limit.blockSeconds ?? 0 });

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

export function createThrottle(limits: ThrottleLimits): MockThrottle {
  const build = () => ({
    perClient: Object.fromEntries(Object.entries(limits.perClient).map(([action, limit]) => [action, limiter(limit)])) as Record<
      ThrottledAction,
      RateLimiterMemory
    >,
    shared: Object.fromEntries(
      Object.entries(limits.perClient).map(([action, limit]) => [action, limiter({ ...limit, points: limit.points * SHARED_CLIENTS })]),
    ) as Record<ThrottledAction, RateLimiterMemory>,
    perAccount: Object.fromEntries(Object.entries(limits.perAccount).map(([action, limit]) => [action, limiter(limit)])) as Partial<
      Record<ThrottledAction, RateLimiterMemory>
    >,
    failures: new RateLimiterMemory({ points: limits.lockout.failures, duration: limits.lockout.lockSeconds }),
  });
  let limiters = build();
  /** Spends a point; the seconds to wait when none was left. */
  const spend = async (target: RateLimiterMemory | undefined, key: string): Promise<Refusal> => {
    if (target === undefined) return undefined;
    try {
      await target.consume(key);
      return undefined;
    } catch (refused) {
      if (refused instanceof Error) throw refused;
      return secondsOf(refused as RateLimiterRes);
    }
  };
  return {
    async take(action, client, account) {
      const byClient = await spend(client === UNKNOWN_CLIENT ? limiters.shared[action] : limiters.perClient[action], client);
      if (byClient !== undefined) return byClient;
      return account === undefined ? undefined : spend(limiters.perAccount[action], account.trim().toLowerCase());
    },
    async locked(account) {
      const res = await limiters.failures.get(account.trim().toLowerCase());
      return res !== null && res.consumedPoints >= limits.lockout.failures;
    },
    async failedSignIn(account) {
      const key = account.trim().toLowerCase();
      const res = await limiters.failures.penalty(key);
      // Locked for the whole period from the last failure, as Magento sets `lock_expires` at the locking attempt.
      if (res.consumedPoints >= limits.lockout.failures) await limiters.failures.block(key, limits.lockout.lockSeconds);
    },
    async signedIn(account) {
      await limiters.failures.delete(account.trim().toLowerCase());
    },
    clear() {
      limiters = build();
    },
  };
}

/**
 * Who is calling. A handler sees no socket address, so the client is the last `X-Forwarded-For` hop (what the
 * nearest proxy saw) and otherwise {@link UNKNOWN_CLIENT}, whose bucket is shared ({@link SHARED_CLIENTS}). A forged
 * header only buys a fresh client bucket; the per-account limits and the lockout still hold.
 */
export function clientOf(request: Request): string {
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  return hops[hops.length - 1] ?? UNKNOWN_CLIENT;
}
