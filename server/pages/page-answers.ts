import { type IncomingMessage, type ServerResponse } from 'node:http';
import { PayloadTooLarge } from '../http/request-body';
import { type ServerLog } from '../operations/server-log';
import { type AnsweredStatus } from './status-response';
import { type PageData } from '../../ui/render/page-facts';

/** A redirect to where a request should have gone: the path's and the query's canonical spelling. */
export function moved(res: ServerResponse, location: string): void {
  res.writeHead(301, { location, 'cache-control': 'public, max-age=3600', 'x-cache': 'BYPASS' });
  res.end();
}

/**
 * The status a rendered page is answered with: its own, except a product page asked for a variant it does not have
 * (`?childSku=` unknown), which shows its notice (catalogue spec §8) as a 404 that no cache keeps.
 */
export function pageStatus(page: PageData, url: URL, status: number): number {
  const notice = (page.data as { readonly notice?: unknown } | undefined)?.notice;
  return status === 200 && url.searchParams.has('childSku') && notice !== undefined ? 404 : status;
}

/** A list whose filters (or a made-up filter value) left nothing: answered, never kept (an endless supply of URLs). */
export const showsNothing = (page: PageData): boolean => typeof (page.data as { readonly empty?: unknown } | undefined)?.empty === 'string';

/** When a shopper (or a CDN) may ask again after a page failed for a service's sake. */
export const retryAfterSeconds = 30;

/**
 * The server's fetch for one render, noting each service call that failed (no answer, or a 5xx): such a render shows
 * the failure as content and must not be kept. A call the render itself aborted is not a failure.
 */
export function failureRecorder(fetch: typeof globalThis.fetch): { readonly fetch: typeof globalThis.fetch; failures(): readonly string[] } {
  const failed: string[] = [];
  const where = (input: Parameters<typeof globalThis.fetch>[0]): string => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return href.split('?')[0] ?? href;
  };
  return {
    failures: () => failed,
    fetch: async (input, init) => {
      try {
        const response = await fetch(input, init);
        if (response.status >= 500) failed.push(`${String(response.status)} ${where(input)}`);
        return response;
      } catch (error) {
        if (init?.signal?.aborted !== true) failed.push(`no answer ${where(input)}`);
        throw error;
      }
    },
  };
}

/** The last resort: whatever failed, the request gets an answer (413 for a body too large, else the 500 page) and the server goes on. */
export function failRequest(
  req: IncomingMessage,
  res: ServerResponse,
  error: unknown,
  deps: { readonly log: Pick<ServerLog, 'error'>; readonly status: (code: AnsweredStatus, extra?: Readonly<Record<string, string>>) => Promise<void> },
): void {
  if (error instanceof PayloadTooLarge) {
    void deps.status(413, { connection: 'close' }).catch(() => res.destroy());
    return;
  }
  // The client went away mid-request: nobody is left to answer.
  if (req.destroyed || (error instanceof Error && (error.message === 'aborted' || (error as { code?: string }).code === 'ECONNRESET'))) {
    res.destroy();
    return;
  }
  deps.log.error({ err: error, path: (req.url ?? '/').split('?')[0] }, 'request failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  void deps.status(500).catch(() => res.destroy());
}
