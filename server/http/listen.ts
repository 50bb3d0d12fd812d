import { type Server, createServer } from 'node:http';
import { type AddressInfo, type Socket } from 'node:net';
import { type ShopServer } from '../app';
import { type PageStatus } from '../../ui/render/page-facts';
import { type RequestLimits } from './limits';
import { documentParts } from '../pages/document';

/** What Node's parser reports before a request exists, and the status it is answered with. */
function statusOfClientError(code: string | undefined): PageStatus {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_INVALID_METHOD') return 501;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT') return 408;
  return 400;
}

/** Header lines for a reply written straight to the socket (names and values are the server's own constants). */
const headerLines = (headers: Readonly<Record<string, string>>): string =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value.replace(/[\r\n]/g, ' ')}\r\n`)
    .join('');

/** Node's timeouts and header limit from the request limits: a slow or greedy client cannot hold a socket. */
export function serverOptions(limits: RequestLimits) {
  return {
    maxHeaderSize: limits.maxHeaderBytes,
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Node looks for expired requests on this interval (30 s by default, longer than the timeouts themselves).
    connectionsCheckingInterval: Math.max(250, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4))),
  };
}

/** CONNECT asks the server to be a proxy: it is not one. Node hands CONNECT to its own event, not the request listener. */
export function refuseConnect(_req: unknown, socket: Socket): void {
  if (socket.writable)
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  else socket.destroy();
}

/**
 * Answers what Node's HTTP parser refused (a malformed request line or header, headers too large, a timeout) with
 * a status and the shop's page instead of Node's bare reply, then closes the socket; nothing reaches the app.
 */
export function answerClientError(shop: Pick<ShopServer, 'renderStatus' | 'securityHeaders'>, template: () => Promise<string>) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = statusOfClientError(error.code);
    void (async () => {
      let body: string;
      try {
        const page = await shop.renderStatus('nl', status);
        const parts = documentParts(await template(), { lang: page.lang, title: page.title, withoutScripts: true });
        body = `${parts.top}${page.html}${parts.bottom}`;
      } catch {
        body = `<!doctype html><title>${String(status)}</title>`;
      }
      if (!socket.writable) return socket.destroy();
      const reason =
        { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large', 501: 'Not Implemented' }[status as 400 | 408 | 431 | 501] ??
        'Bad Request';
      socket.end(
        `HTTP/1.1 ${String(status)} ${reason}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${String(Buffer.byteLength(body))}\r\nCache-Control: no-store\r\n${headerLines(shop.securityHeaders())}Connection: close\r\n\r\n${body}`,
      );
    })();
  };
}

/** Listens on host:port (0 = any free port) with the shop's limits, tells the shop its address, and says where. */
export async function listen(
  shop: ShopServer,
  template: () => Promise<string>,
  port: number,
  host: string,
): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const server = createServer(serverOptions(shop.limits), shop.listener);
  server.on('clientError', answerClientError(shop, template));
  server.on('connect', refuseConnect);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${String(address.port)}`;
  shop.bind(url);
  return {
    server,
    url,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
