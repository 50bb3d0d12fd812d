import { createRandom } from './random';

/**
 * One fault rule. `pattern` is a glob over the URL path (`*` matches anything, `/` included) that must match a
 * whole trailing part of the path: `cart/*` matches `/api/cart/create` and `/api/ext/magento/cart/create`,
 * `*` matches everything. An optional `method` narrows the rule to one HTTP method.
 */
export interface FaultRule {
  pattern: string;
  method?: string;
  /** Added delay before answering, in milliseconds. */
  latencyMs?: number;
  /** Share of matching requests (0..1) answered with a 500/503 envelope. */
  errorRate?: number;
  /** Status used by `errorRate`; default 503. */
  errorStatus?: 500 | 503;
  /** `json`: a truncated, unparsable body; `shape`: valid JSON of the wrong shape. */
  malformed?: 'json' | 'shape';
  /** `html`: the real body, served as `text/html` (what a proxy error page looks like to a client). */
  contentType?: 'html';
  /** A network error (`HttpResponse.error()`), as when the service is down. */
  outage?: boolean;
}

/** What the fault layer does with one request: every matching rule contributes. */
export interface FaultDecision {
  latencyMs: number;
  outage: boolean;
  errorStatus?: 500 | 503;
  malformed?: 'json' | 'shape';
  contentType?: 'html';
}

export interface FaultController {
  rules(): readonly FaultRule[];
  /** Replaces every rule. */
  set(rules: readonly FaultRule[]): void;
  add(rule: FaultRule): void;
  clear(): void;
  /** Restarts the seeded random sequence (tests call this to repeat the same decisions). */
  reseed(seed: number): void;
  /** Decides for one request; draws from the seeded random sequence only when an error rate applies. */
  decide(method: string, pathname: string): FaultDecision | undefined;
}

export function globToRegExp(pattern: string): RegExp {
  const body = pattern
    .replace(/^\/+/, '')
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`(^|/)${body}$`);
}

export function ruleMatches(rule: FaultRule, method: string, pathname: string): boolean {
  if (rule.method !== undefined && rule.method.toUpperCase() !== method.toUpperCase()) return false;
  return globToRegExp(rule.pattern).test(pathname.replace(/\/+$/, ''));
}

export function createFaultController(seed: number, initial: readonly FaultRule[] = []): FaultController {
  let current: FaultRule[] = [...initial];
  let random = createRandom(seed);
  return {
    rules: () => current,
    set(rules) {
      current = [...rules];
    },
    add(rule) {
      current = [...current, rule];
    },
    clear() {
      current = [];
    },
    reseed(next) {
      random = createRandom(next);
    },
    decide(method, pathname) {
      const matching = current.filter((rule) => ruleMatches(rule, method, pathname));
      if (matching.length === 0) return undefined;
      const decision: FaultDecision = { latencyMs: 0, outage: false };
      for (const rule of matching) {
        decision.latencyMs += Math.max(0, rule.latencyMs ?? 0);
        if (rule.outage === true) decision.outage = true;
        if (rule.malformed !== undefined) decision.malformed = rule.malformed;
        if (rule.contentType !== undefined) decision.contentType = rule.contentType;
        if (rule.errorRate !== undefined && rule.errorRate > 0 && decision.errorStatus === undefined) {
          if (random.next() < rule.errorRate) decision.errorStatus = rule.errorStatus ?? 503;
        }
      }
      return decision;
    },
  };
}
