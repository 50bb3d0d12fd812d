/**
 * The one place the mock reads a JSON request body. Runs in the browser worker and in Node alike (no Node APIs).
 * A body that is not what a JSON API can read is a client error with a reason, never a 500 from deep inside a handler:
 * malformed JSON, `null` or any non-object, an unexpected content type, or nesting deeper than {@link MAX_JSON_DEPTH}
 * (a 3,000-deep value would otherwise overflow the stack of whatever walks it next).
 */

import { depthExceeds } from '../../engine/json';

/** Deeper than any body the shop sends (its deepest catalogue queries are ~15 levels). */
export const MAX_JSON_DEPTH = 256;

export type JsonBody = { readonly ok: true; readonly value: Record<string, unknown> | undefined } | { readonly ok: false; readonly reason: string };

/**
 * Media types a JSON body may come with: JSON itself, `text/plain` (Elevate's documented type, and what `fetch` sends
 * for a string body without a header) and none at all. Forms, multipart, XML and the like are refused.
 */
function acceptsContentType(header: string | null): boolean {
  if (header === null || header.trim() === '') return true;
  const type = (header.split(';')[0] ?? '').trim().toLowerCase();
  return type === 'application/json' || type === 'text/plain' || /^application\/[\w.+-]*\+json$/.test(type);
}

/** Reads `request`'s body as a JSON object; `value` is undefined for an empty body (the real API then sees `{}`). */
export async function parseJsonBody(request: Request): Promise<JsonBody> {
  const text = await request.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  if (!acceptsContentType(request.headers.get('content-type'))) {
    return { ok: false, reason: `Unsupported content type ${request.headers.get('content-type') ?? ''}: send the body as application/json` };
  }
  return parseJsonText(text);
}

/** Parses JSON text that must be an object (also used for bodies sent in a query parameter). */
export function parseJsonText(text: string): JsonBody {
  if (text.trim() === '') return { ok: true, value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `Request body is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, reason: `Request body must be a JSON object, got ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}` };
  }
  if (depthExceeds(value, MAX_JSON_DEPTH)) return { ok: false, reason: `Request body nests deeper than ${MAX_JSON_DEPTH} levels` };
  return { ok: true, value: value as Record<string, unknown> };
}

/**
 * A body field as text: strings as they are, numbers and booleans written out, anything else (an object, which
 * `String` would throw on when its keys are `toString` or `valueOf`; null; missing) empty.
 */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}
