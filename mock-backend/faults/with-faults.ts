import { delay, getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import type { FaultController, FaultDecision } from './controller';

/** Paths the fault layer never touches: the mock's own control endpoints must keep working during an outage. */
const EXEMPT = /\/__mock(\/|$)/;

/** The answer to an injected error (500 or 503), shaped like the errors of the service that owns the path. */
export type FaultErrorResponse = (request: Request, status: 500 | 503) => Response;

/** Without a service-aware shaper: the VSF API envelope `{ code, result: "<reason phrase>" }`. */
const envelopeError: FaultErrorResponse = (_request, status) =>
  HttpResponse.json({ code: status, result: status === 503 ? 'Service Unavailable' : 'Internal Server Error' }, { status });

/** The fault gates and whether each has a rule to apply (see isQuietGate). */
const gateRules = new WeakMap<HttpHandler, () => boolean>();

/**
 * Whether a handler is a fault gate without any rule: it lets every request through untouched, so a caller that picks
 * the handlers of a request itself (the server's mounted mock, server/mock/mounted-mock.ts) may leave it out. Trying it
 * cost msw a cookie lookup, a URL match and an aborted controller on every backend call of a page render.
 */
export const isQuietGate = (handler: HttpHandler): boolean => gateRules.get(handler)?.() === false;

/**
 * Puts a fault gate in front of `inner`. The gate acts only on requests that one of `inner` would answer
 * (so assets and other origins pass untouched) and only when a fault rule matches the path.
 * Errors and outages answer without running the real handler, so they never change state;
 * malformed bodies and wrong content types run it and then spoil its answer. `errorResponse` shapes the body of an
 * injected error per service (handlers/fault-errors.ts); by default it is the VSF envelope.
 */
export function withFaults(faults: FaultController, inner: readonly HttpHandler[], errorResponse: FaultErrorResponse = envelopeError): HttpHandler[] {
  const gate = http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (EXEMPT.test(url.pathname)) return undefined;
    const decision = faults.decide(request.method, url.pathname);
    if (decision === undefined) return undefined;
    if (!(await isHandled(inner, request))) return undefined;
    if (decision.latencyMs > 0) await delay(decision.latencyMs);
    if (decision.outage) return HttpResponse.error();
    if (decision.errorStatus !== undefined) return errorResponse(request, decision.errorStatus);
    if (decision.malformed === undefined && decision.contentType === undefined) return undefined;
    const real = await getResponse([...inner], request.clone());
    return real === undefined ? undefined : spoil(real, decision);
  });
  gateRules.set(gate, () => faults.rules().length > 0);
  return [gate, ...inner];
}

async function isHandled(handlers: readonly HttpHandler[], request: Request): Promise<boolean> {
  for (const handler of handlers) {
    const parsedResult = await handler.parse({ request });
    if (await handler.predicate({ request, parsedResult })) return true;
  }
  return false;
}

async function spoil(real: Response, decision: FaultDecision): Promise<Response> {
  const text = await real.text();
  const headers = new Headers(real.headers);
  let body = text;
  if (decision.malformed === 'json') {
    body = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
  } else if (decision.malformed === 'shape') {
    body = JSON.stringify({ status: 'success', data: safeParse(text) });
  }
  if (decision.contentType === 'html') headers.set('content-type', 'text/html; charset=utf-8');
  else headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new HttpResponse(body, { status: real.status, headers });
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
