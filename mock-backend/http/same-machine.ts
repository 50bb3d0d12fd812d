/**
 * The standalone mock backend serves this machine only: it listens on a loopback interface, answers only Host headers
 * naming one (no DNS rebinding: a site whose name resolves to 127.0.0.1 still sends its own name), lets only pages
 * served from this machine (any port) or origins named with `--allow-origin` call it from a browser, and takes a
 * control POST only as JSON (a form of another site cannot send one without a CORS preflight).
 */

const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'];

/** Whether an interface to listen on is this machine's own. */
export const isLoopbackInterface = (host: string): boolean =>
  ['127.0.0.1', 'localhost', '::1'].includes(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);

/** Whether a Host header names this machine on the port listened on. */
export function isLocalHost(hostHeader: string | undefined, port: number, listeningHost: string): boolean {
  if (hostHeader === undefined) return false;
  const host = hostHeader.trim().toLowerCase();
  const own = listeningHost.includes(':') ? `[${listeningHost.toLowerCase()}]` : listeningHost.toLowerCase();
  return [...loopbackNames, own].some((name) => host === `${name}:${String(port)}`);
}

/** Whether a browser page of this origin may call the mock (an absent Origin is no browser's cross-site call). */
export function isAllowedOrigin(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === 'null') return false;
  if (allowed.includes(url.origin)) return true;
  return (url.protocol === 'http:' || url.protocol === 'https:') && loopbackNames.includes(url.hostname.toLowerCase());
}

/** Whether a request is a POST to a control endpoint (`/__mock/…`, any case) that does not say it is JSON. */
export function isControlPostWithoutJson(method: string | undefined, pathname: string, contentType: string | undefined): boolean {
  return method === 'POST' && /\/__mock(\/|$)/i.test(pathname) && !/^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '');
}
