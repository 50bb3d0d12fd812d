import { HttpResponse } from 'msw';
import { parseJsonBody } from './json-body';

/**
 * The VSF API envelope (wire-reference §1): `{ code, result, meta? }` with the HTTP status equal to `code`.
 * Only login and refresh send `meta` on the real API; the loyalty extension adds `meta.session_expires`.
 */
export interface VsfEnvelope<T = unknown> {
  code: number;
  result: T;
  meta?: Record<string, unknown>;
}

type Json = Parameters<typeof HttpResponse.json>[0];

/** A 200 envelope. */
export function vsfOk(result: unknown, meta?: Record<string, unknown>, headers?: HeadersInit): Response {
  return vsfStatus(200, result, meta, headers);
}

/** An error envelope whose HTTP status is `code` (apiError: the message or object goes in `result`). */
export function vsfError(code: number, result: unknown, headers?: HeadersInit): Response {
  return vsfStatus(code, result, undefined, headers);
}

/** Any envelope; the HTTP status is always `code`, as `apiStatus()` does. */
export function vsfStatus(code: number, result: unknown, meta?: Record<string, unknown>, headers?: HeadersInit): Response {
  const body: VsfEnvelope = meta === undefined ? { code, result } : { code, result, meta };
  return HttpResponse.json(body as Json, { status: code, headers });
}

/**
 * Reads a JSON object body; `undefined` when the body is empty (the real API then sees `{}`). A body that is not a
 * JSON object (malformed, `null`, an array, a form, too deep) ends the handler with 400 `{code:400,result:<reason>}`:
 * MSW answers a `Response` thrown from a resolver as that response, so every caller gets this without a check.
 */
export async function readJson(request: Request): Promise<Record<string, unknown> | undefined> {
  const body = await parseJsonBody(request);
  if (!body.ok) throw vsfError(400, body.reason);
  return body.value;
}
