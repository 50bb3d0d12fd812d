/**
 * The first look at every request, before anything else reads it: the method, the Host header and the request
 * target. Nothing here trusts the request: an origin is never taken from it, and whatever cannot be a page of this
 * shop is answered with a status instead of reaching the cache, a service call or a `new URL` that throws.
 */

/** Methods something in the shop answers (pages: GET/HEAD; the mounted mock's API and the purge endpoint: the rest). */
const knownMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Methods HTTP defines that no resource here allows: 405, with what is allowed. TRACE would echo credentials back. */
const refusedMethods: ReadonlySet<string> = new Set(['TRACE', 'TRACK', 'CONNECT']);

export const allowedMethods = [...knownMethods].join(', ');

export interface GuardRules {
  /** Host header values the shop answers (lower case, with the port when it is not the default). */
  readonly allowedHosts: ReadonlySet<string>;
  readonly maxTargetLength: number;
}

export type Verdict =
  | { readonly ok: true; readonly pathname: string; readonly search: string }
  /** `OPTIONS *`: asks what the server supports. */
  | { readonly ok: 'options' }
  | { readonly ok: false; readonly status: 400 | 405 | 414 | 501; readonly reason: string; readonly pathname?: string };

/** Whether a Host header names one of the allowed hosts (case and a trailing dot do not matter). */
export function isAllowedHost(host: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (host === undefined) return false;
  const name = host
    .trim()
    .toLowerCase()
    .replace(/\.(?=(:\d+)?$)/, '');
  return allowed.has(name);
}

/**
 * Whether a request's `Origin` header is absent (not sent by a browser, or a same-origin GET) or names an allowed
 * host over http(s). `null` (a sandboxed frame, a file) and every other site are refused.
 */
export function isAllowedOrigin(origin: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (origin === undefined) return true;
  const host = hostOfOrigin(origin.trim());
  return host !== undefined && isAllowedHost(host, allowed);
}

/** The allowed host of an origin (`https://shop.example` → `shop.example`), undefined when it is not an http(s) origin. */
export function hostOfOrigin(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** The hosts a listening address answers to: itself, and for a loopback or wildcard address its loopback names. */
export function hostsOfListeningAddress(url: string): string[] {
  const parsed = new URL(url);
  const port = parsed.port === '' ? '' : `:${parsed.port}`;
  const loopback = ['127.0.0.1', 'localhost', '[::1]', '0.0.0.0', '[::]'].includes(parsed.hostname);
  return [parsed.host.toLowerCase(), ...(loopback ? [`127.0.0.1${port}`, `localhost${port}`, `[::1]${port}`] : [])];
}

function parsedPath(rawPath: string): string | undefined {
  try {
    return new URL(`http://target.invalid${rawPath}`).pathname;
  } catch {
    return undefined;
  }
}

/** Whether every percent escape decodes (the routes and the mock's matcher decode them, and throw on `%ZZ`). */
function decodes(text: string): boolean {
  try {
    return typeof decodeURIComponent(text) === 'string';
  } catch {
    return false;
  }
}

/** Splits an origin-form target (`/path?query`) after checking that it is one, and that its path decodes. */
function parseTarget(target: string, maxLength: number): Verdict {
  if (target.length > maxLength) return { ok: false, status: 414, reason: `the request target is longer than ${String(maxLength)} characters` };
  // Absolute-form (`http://other.example/x`) and authority-form targets would let the request pick a host.
  if (!target.startsWith('/')) return { ok: false, status: 400, reason: 'the request target must be a path' };
  const hash = target.indexOf('#');
  const withoutHash = hash === -1 ? target : target.slice(0, hash);
  const question = withoutHash.indexOf('?');
  const rawPath = question === -1 ? withoutHash : withoutHash.slice(0, question);
  const search = question === -1 ? '' : withoutHash.slice(question);
  // Resolved on a fixed base, never the request's Host; a path starting with // stays a path.
  const pathname = parsedPath(rawPath);
  if (pathname === undefined || !decodes(pathname) || !decodes(search)) {
    return { ok: false, status: 400, reason: 'the request target is not a valid, percent-encoded path', pathname: '/' };
  }
  return { ok: true, pathname, search };
}

/** What becomes of a request, judged from its method, Host header and target alone. */
export function judgeRequest(method: string | undefined, target: string | undefined, host: string | undefined, rules: GuardRules): Verdict {
  const verb = method ?? '';
  if (refusedMethods.has(verb)) return { ok: false, status: 405, reason: `${verb} is not allowed` };
  if (!knownMethods.has(verb)) return { ok: false, status: 501, reason: `${verb === '' ? 'the method' : verb} is not supported` };
  if (!isAllowedHost(host, rules.allowedHosts))
    return { ok: false, status: 400, reason: host === undefined ? 'the Host header is missing' : 'the Host header names no host of this shop' };
  if (target === '*') return verb === 'OPTIONS' ? { ok: 'options' } : { ok: false, status: 400, reason: 'the target * is for OPTIONS only' };
  return parseTarget(target ?? '', rules.maxTargetLength);
}
