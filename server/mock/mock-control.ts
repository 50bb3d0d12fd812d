import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type Backend } from './backend';
import { type Middleware } from '../http/http';
import { hasBearer } from '../http/secret';

/**
 * Who may use the mounted mock backend's control endpoints (`/__mock/state`, `/reset`, `/faults`, `/clock`): they read
 * and rewrite every customer, cart and token of the mock. A served shop does not even register them unless a token
 * is configured (STOREFRONT_MOCK_CONTROL_TOKEN), and then asks for it. `npm start` (development, 127.0.0.1 only,
 * foreign Host and Origin refused) leaves them open.
 */
export type MockControl = { readonly kind: 'off' } | { readonly kind: 'token'; readonly token: string } | { readonly kind: 'open' };

/** How many layers of percent-encoding are peeled off before the path is judged (`%255F` is `%5F` is `_`). */
const decodeRounds = 3;

/**
 * Whether a path may reach a control endpoint. The mock's handlers are `*\/__mock/…` patterns that msw matches
 * case-insensitively after any prefix (`/en/__mock/state`, `/x/__MOCK/state`, `//__mock/state`): this answers true
 * for every such path, and for encoded spellings a router might decode (`/%5F%5Fmock/state`), so it is a superset of
 * what the mock matches. No page path contains `/__mock`.
 */
export function isMockControlPath(pathname: string): boolean {
  let path = pathname;
  for (let round = 0; round < decodeRounds; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  return /[/\\]__mock/i.test(path);
}

export type MockControlRefusal = 401 | 404 | 415;

/**
 * The status a control request gets instead of the mock's answer, or undefined when it may pass. A POST must say it
 * is JSON: a page of another site can post a form to 127.0.0.1 without asking, but not JSON without a CORS preflight.
 */
export function mockControlRefusal(
  control: MockControl,
  request: { readonly method?: string; readonly authorization?: string; readonly contentType?: string },
): MockControlRefusal | undefined {
  if (control.kind === 'off') return 404;
  if (control.kind === 'token' && !hasBearer(request.authorization, control.token)) return 401;
  if (request.method === 'POST' && !isJson(request.contentType)) return 415;
  return undefined;
}

const isJson = (contentType: string | undefined): boolean => /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '');

/**
 * The mounted mock's control endpoints, before the mock sees the request: any spelling of `/__mock` (case, prefix,
 * encodings, repeated slashes), and anything the mock's own matcher would take for one, needs the control's say.
 */
export function controlGuard(
  backend: Backend,
  control: MockControl,
  urlOf: (req: IncomingMessage) => URL,
  refuse: (req: IncomingMessage, res: ServerResponse, refusal: MockControlRefusal) => Promise<void>,
): Middleware {
  return (req, res, next) => {
    if (backend.handle === undefined) return next();
    const url = urlOf(req);
    void (async () => {
      const isControl = isMockControlPath(url.pathname) || ((await backend.isControl?.(new Request(url, { method: req.method ?? 'GET' }))) ?? false);
      if (!isControl) return next();
      const refusal = mockControlRefusal(control, {
        method: req.method ?? 'GET',
        ...(req.headers.authorization === undefined ? {} : { authorization: req.headers.authorization }),
        ...(req.headers['content-type'] === undefined ? {} : { contentType: req.headers['content-type'] }),
      });
      if (refusal === undefined) return next();
      await refuse(req, res, refusal);
    })().catch(next);
  };
}
