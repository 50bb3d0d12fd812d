import { type IncomingMessage, STATUS_CODES, type ServerResponse } from 'node:http';
import { type StoreCode } from '../../domain/store-view/store-view';
import { storeCodeOfPath } from '../../domain/store-view/store-views';
import { documentParts } from './document';
import { type PageStatus, statusTexts } from '../../ui/render/page-facts';

/** The shop's page for a status, in a store view's language (entry-server.tsx `renderStatus`). */
export type StatusPageRenderer = (
  storeCode: StoreCode,
  status: PageStatus,
) => Promise<{ readonly html: string; readonly lang: string; readonly title: string }>;

/** Paths of services (the mounted mock's API, the server's own endpoints): their errors are JSON in the API's envelope. */
const servicePath = /^\/(api|__[a-z]+|v2|payment-provider)(\/|$)/;

/** Whether a status answered to this request should be the shop's HTML page rather than a JSON envelope. */
export function wantsPage(target: string): boolean {
  return !servicePath.test(target) && !/^\/[^?]*\.[a-z0-9]{1,8}(\?|$)/i.test(target);
}

/** Statuses only services get (a token refused, an origin refused, a body that is not JSON): always the JSON envelope. */
export type ServiceStatus = 401 | 403 | 415;
export type AnsweredStatus = PageStatus | ServiceStatus;

const isServiceStatus = (status: AnsweredStatus): status is ServiceStatus => status === 401 || status === 403 || status === 415;

export interface StatusDeps {
  readonly renderStatus: StatusPageRenderer;
  readonly template: (url: string) => Promise<string>;
  readonly extra?: Readonly<Record<string, string>>;
}

/**
 * Answers a request with a status the server decided itself (a malformed address, a body too large, a refused method
 * or host, a failure): pages get the shop's page for it in the language of the path's store view, without the app's
 * scripts; services get `{ code, result }`. Never cached.
 */
export async function answerStatus(req: IncomingMessage, res: ServerResponse, status: AnsweredStatus, deps: StatusDeps): Promise<void> {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const target = req.url ?? '/';
  const head = { 'cache-control': 'no-store', ...deps.extra };
  if (isServiceStatus(status) || !wantsPage(target)) {
    const body = JSON.stringify({ code: status, result: STATUS_CODES[status] ?? 'Error' });
    res.writeHead(status, { ...head, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  const store = storeCodeOfPath(target);
  let html: string;
  try {
    const page = await deps.renderStatus(store, status);
    const parts = documentParts(await deps.template('/'), { lang: page.lang, title: page.title, withoutScripts: true });
    html = `${parts.top}${page.html}${parts.bottom}`;
  } catch (error) {
    // Even the page failed: a plain one, still an answer.
    console.error('[server] status page failed', error);
    html = `<!doctype html><html lang="en"><title>${String(status)}</title><h1>${String(status)} ${String(statusTexts[status].defaultMessage)}</h1></html>`;
  }
  if (res.headersSent) return;
  res.writeHead(status, { ...head, 'content-type': 'text/html; charset=utf-8', 'content-length': String(Buffer.byteLength(html)) });
  res.end(req.method === 'HEAD' ? undefined : html);
}
