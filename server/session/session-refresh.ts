import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type CustomerPort, type CustomerTokens } from '../../application/ports/customer-port';
import { isPortError } from '../../application/ports/port-error';
import { MagentoCustomer } from '../../adapters/magento-customer/magento-customer';
import { SESSION_PATH } from '../../adapters/magento-customer/storefront-session-customer';
import { type StoreCode } from '../../domain/store-view/store-view';
import { allStoreViews } from '../../domain/store-view/store-views';
import { type RuntimeConfig } from '../../application/config/runtime-config';
import { type Backend } from '../mock/backend';
import { type Middleware } from '../http/http';
import { readBody } from '../http/request-body';
import { clientAddress, createServerThrottle, refuseThrottled, type ServerThrottle } from '../http/throttle';

/** The cookie that holds a browser's refresh token: no page script reads it, only the session routes receive it. */
export const REFRESH_COOKIE = 'sf_refresh';
/** The refresh token's lifetime at the commerce API (30 days); the cookie does not outlive it. */
const COOKIE_MAX_AGE_S = 30 * 24 * 3600;
const BODY_LIMIT = 4096;
const REFRESH_FAILED = 'Error refreshing user token. User is not authorized to access the resource';

/** What the routes need of the shop server's options (ShopServerOptions has them). */
export interface SessionRouteOptions {
  readonly config: RuntimeConfig;
  readonly backend: Backend;
  readonly apiOrigin?: string;
  /** Sign-in attempts per client and per address (default: this process's memory, server/http/throttle.ts). */
  readonly sessionThrottle?: ServerThrottle;
}

type Action = 'login' | 'refresh' | 'logout';
const actions: readonly string[] = ['login', 'refresh', 'logout'];

/**
 * `POST /__session/login|refresh|logout` (docs/sessions.md): the server side of the browser's session. Login and
 * refresh answer the access token and set the refresh token as an `HttpOnly; Secure; SameSite=Strict` cookie on this
 * path; logout revokes the login at the commerce API and clears the cookie. Only JSON posts from the shop's own
 * origin are taken, so another site can neither send the cookie nor make a request that needs none.
 */
export function sessionRefresh(options: SessionRouteOptions, origin: () => string): Middleware {
  const customer = (): CustomerPort =>
    new MagentoCustomer({ origin: options.apiOrigin ?? origin(), services: options.config.services, fetch: options.backend.fetch });
  // Every sign-in now passes here, so the commerce API sees this server as its one client: the shopper is counted here.
  const throttle = options.sessionThrottle ?? createServerThrottle();
  return (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!path.startsWith(`${SESSION_PATH}/`)) return next();
    const action = path.slice(SESSION_PATH.length + 1);
    if (!actions.includes(action)) return answer(res, 404, { code: 404, result: 'Not found' });
    if (req.method !== 'POST') return answer(res, 405, { code: 405, result: 'Method not allowed' }, { allow: 'POST' });
    const refusal = foreign(req, origin());
    if (refusal !== undefined) return answer(res, 403, { code: 403, result: refusal });
    void handle(action as Action, req, res, customer(), throttle).catch(next);
  };
}

/** A request another site could have made: a browser sends `Origin` on every POST, and only JSON needs a preflight. */
function foreign(req: IncomingMessage, shopOrigin: string): string | undefined {
  const sent = req.headers.origin;
  if (sent !== undefined && sent !== shopOrigin) return 'Foreign origin';
  if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) return 'JSON only';
  return undefined;
}

async function handle(action: Action, req: IncomingMessage, res: ServerResponse, customer: CustomerPort, throttle: ServerThrottle): Promise<void> {
  const body = parse(await readBody(req, BODY_LIMIT));
  const store = storeOf(req);
  const held = cookieOf(req);
  try {
    if (action === 'login') {
      const wait = await throttle.take('login', clientAddress(req), text(body.username));
      if (wait !== undefined) return refuseThrottled(res, wait);
      const tokens = await customer.login(text(body.username), text(body.password), store);
      // Only failures count towards the address's lock.
      await throttle.forgive('login', text(body.username));
      // A login replaces the browser's earlier one, which must not live on at the API unseen.
      if (held !== undefined) await customer.revoke({ refreshToken: held }, store).catch(() => undefined);
      return issued(res, tokens);
    }
    if (action === 'refresh') {
      if (held === undefined) return answer(res, 401, { code: 401, result: REFRESH_FAILED }, { 'set-cookie': cookie('', 0) });
      return issued(res, await customer.refresh(held, store));
    }
    const token = text(body.token);
    await customer.revoke({ ...(token === '' ? {} : { token }), ...(held === undefined ? {} : { refreshToken: held }) }, store);
    return answer(res, 200, { code: 200, result: true }, { 'set-cookie': cookie('', 0) });
  } catch (error) {
    if (!isPortError(error)) throw error;
    const status = error.details.status ?? 502;
    // A refused refresh token is gone for good: the cookie goes with it.
    const headers: Record<string, string> = {};
    if (action !== 'login' && error.kind === 'not-authorized') headers['set-cookie'] = cookie('', 0);
    if (error.details.retryAfterSeconds !== undefined) headers['retry-after'] = String(error.details.retryAfterSeconds);
    return answer(res, status, { code: status, result: error.message }, headers);
  }
}

function issued(res: ServerResponse, tokens: CustomerTokens): void {
  const meta = tokens.sessionExpires === undefined ? undefined : { session_expires: tokens.sessionExpires };
  const headers: Record<string, string> = tokens.refreshToken === undefined ? {} : { 'set-cookie': cookie(tokens.refreshToken, COOKIE_MAX_AGE_S) };
  answer(res, 200, { code: 200, result: tokens.token, ...(meta === undefined ? {} : { meta }) }, headers);
}

function cookie(value: string, maxAge: number): string {
  return `${REFRESH_COOKIE}=${encodeURIComponent(value)}; Path=${SESSION_PATH}; Max-Age=${String(maxAge)}; HttpOnly; Secure; SameSite=Strict`;
}

function cookieOf(req: IncomingMessage): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFRESH_COOKIE) {
      const raw = value.join('=');
      if (raw === '') return undefined;
      try {
        return decodeURIComponent(raw);
      } catch {
        // Broken percent-encoding was never a cookie this server set: the browser holds no session.
        return undefined;
      }
    }
  }
  return undefined;
}

function storeOf(req: IncomingMessage): StoreCode | undefined {
  const asked = req.headers['x-vs-store-code'];
  return allStoreViews.find((view) => view.storeCode === asked)?.storeCode;
}

function parse(raw: Buffer): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw.toString('utf8') || '{}');
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function answer(res: ServerResponse, status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}
