import { PortError } from '../../application/ports/port-error';

export interface JsonRequest {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Client timeout; the spec's default is 5000 ms (catalogue spec §9). */
  readonly timeoutMs?: number;
}

export interface JsonResponse {
  readonly status: number;
  readonly body: unknown;
}

export const defaultTimeoutMs = 5000;

/** Exact texts of cart spec §8 for a response that is not JSON. */
export const badContentTypeMessage = 'Error with response - bad content-type!';

export function withQuery(url: string, query: JsonRequest['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'result' in body) {
    const result = (body as { result: unknown }).result;
    if (typeof result === 'string') return result;
    // Schema failures (user/create, user/me) answer with a list of validation errors (wire-reference §1).
    if (Array.isArray(result)) {
      const texts = result
        .map((e) => (e && typeof e === 'object' && 'message' in e ? String((e as { message: unknown }).message) : typeof e === 'string' ? e : ''))
        .filter((t) => t !== '');
      if (texts.length > 0) return texts.join('; ');
    }
    if (result && typeof result === 'object' && 'errorMessage' in result) return String((result as { errorMessage: unknown }).errorMessage);
  }
  return `HTTP ${status}`;
}

/** Too many calls (the mock's or the storefront server's throttle): `Retry-After` in seconds when it says so. */
function throttled(response: Response): PortError {
  const seconds = Number(response.headers.get('retry-after'));
  void response.body?.cancel();
  return new PortError('throttled', 'Too many requests', { status: 429, ...(Number.isInteger(seconds) && seconds > 0 ? { retryAfterSeconds: seconds } : {}) });
}

/**
 * One JSON call: a timeout, the JSON content-type check, and HTTP failures as typed PortErrors.
 * The envelope is not unwrapped here; service adapters know which services use one.
 */
export async function requestJson(fetchFn: typeof fetch, url: string, request: JsonRequest = {}): Promise<JsonResponse> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), request.timeoutMs ?? defaultTimeoutMs);
  const target = withQuery(url, request.query);
  let response: Response;
  try {
    response = await fetchFn(target, {
      method: request.method ?? 'GET',
      headers: { Accept: 'application/json', ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...request.headers },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: controller.signal,
    });
  } catch (cause) {
    const timedOut = controller.signal.aborted;
    // The message may reach a notice and the logs: it names the URL without its query, which carries the customer token.
    const where = url.split('?')[0] ?? url;
    throw new PortError('unavailable', timedOut ? `No answer from ${where} within ${request.timeoutMs ?? defaultTimeoutMs} ms` : `Cannot reach ${where}`, {
      cause,
    });
  } finally {
    clearTimeout(timeout);
  }
  if (response.status === 204) return { status: 204, body: null };
  if (response.status === 429) throw throttled(response);
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) {
    throw new PortError(response.ok ? 'invalid-response' : 'unavailable', badContentTypeMessage, { status: response.status });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new PortError('invalid-response', `Malformed JSON from ${target}`, { status: response.status, cause });
  }
  if (response.ok) return { status: response.status, body };
  const message = messageOf(body, response.status);
  if (response.status === 401) throw new PortError('not-authorized', message, { status: 401 });
  if (response.status === 404) throw new PortError('not-found', message, { status: 404 });
  if (response.status >= 500) throw new PortError('unavailable', message, { status: response.status });
  throw new PortError('rejected', message, { status: response.status });
}
