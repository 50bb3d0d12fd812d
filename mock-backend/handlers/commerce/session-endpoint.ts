import { getResponse, http, type HttpHandler } from 'msw';
import type { MockContext } from '../../context';
import { readJson, vsfError, vsfOk } from '../shared/envelope';
import { textOf } from '../shared/json-body';
import { userHandlers } from './user';

/**
 * The storefront server's session routes (`POST /__session/login|refresh|logout`, server/session/session-refresh.ts) where
 * no storefront server runs: the static demo, whose mock runs in the page, and the standalone mock server. The
 * "cookie jar" is the mock's own state (one per browser in the demo, one per standalone server), so the app's code
 * path is the same everywhere and the app itself never holds a refresh token. On a served shop the server's own routes
 * answer first and this is never reached.
 */
export function sessionEndpointHandlers(ctx: MockContext): HttpHandler[] {
  let handlers: HttpHandler[] | undefined;
  /** The same call as the storefront server makes to the commerce API, through the mock's own handlers. */
  const forward = async (request: Request, route: string, body: Record<string, unknown>): Promise<Response> => {
    handlers ??= userHandlers(ctx);
    const url = new URL(`${ctx.config.apiBase}/user/${route}`, request.url);
    const headers = { 'content-type': 'application/json', 'x-vs-store-code': request.headers.get('x-vs-store-code') ?? ctx.config.defaultStoreCode };
    const response = await getResponse(handlers, new Request(url, { method: 'POST', headers, body: JSON.stringify(body) }));
    return response ?? vsfError(404, 'Not found');
  };
  const jar = () => ctx.state.get().sessionJar;
  const keep = (refreshToken: string | undefined) =>
    ctx.state.update((s) => void (refreshToken === undefined ? delete s.sessionJar : (s.sessionJar = refreshToken)));
  /** The API's answer without the refresh token, which stays in the jar. */
  const issued = async (response: Response): Promise<Response> => {
    const envelope = (await response.json()) as { result: unknown; meta?: { refreshToken?: unknown; session_expires?: unknown } };
    keep(typeof envelope.meta?.refreshToken === 'string' ? envelope.meta.refreshToken : undefined);
    const expires = envelope.meta?.session_expires;
    return vsfOk(envelope.result, typeof expires === 'number' ? { session_expires: expires } : undefined);
  };

  return [
    http.post('*/__session/login', async ({ request }) => {
      const body = await readJson(request);
      const response = await forward(request, 'login', { username: textOf(body?.username), password: textOf(body?.password) });
      if (!response.ok) return response;
      const earlier = jar();
      if (earlier !== undefined) await forward(request, 'revoke', { refreshToken: earlier });
      return issued(response);
    }),
    http.post('*/__session/refresh', async ({ request }) => {
      const held = jar();
      if (held === undefined) return vsfError(401, 'Error refreshing user token. User is not authorized to access the resource');
      const response = await forward(request, 'refresh', { refreshToken: held });
      if (response.ok) return issued(response);
      if (response.status === 401) keep(undefined);
      return response;
    }),
    http.post('*/__session/logout', async ({ request }) => {
      const token = textOf((await readJson(request))?.token);
      const held = jar();
      const response = await forward(request, 'revoke', { ...(token === '' ? {} : { token }), ...(held === undefined ? {} : { refreshToken: held }) });
      keep(undefined);
      return response;
    }),
  ];
}
