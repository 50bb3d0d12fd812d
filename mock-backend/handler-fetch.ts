import { getResponse, type RequestHandler } from 'msw';

/**
 * The literal pieces of a handler's path, in order: what any URL it matches must contain. `*` and `:param` may match
 * anything, so the text between them is all a URL has to show. Lower case, as MSW matches paths without regard to
 * case; a RegExp path names no piece (every URL is a candidate).
 */
export function literalPieces(path: unknown): readonly string[] {
  // Optional parts, groups and modifiers change what is literal: such a path is asked every time.
  if (typeof path !== 'string' || /[?(){}+]/.test(path)) return [];
  return path
    .split(/\*|:\w+/)
    .filter((piece) => piece !== '')
    .map((piece) => piece.toLowerCase());
}

/** Whether `url` holds every piece, in order: a handler that fails this cannot match, one that passes may. */
export function mayMatch(url: string, pieces: readonly string[]): boolean {
  const text = url.toLowerCase();
  let from = 0;
  for (const piece of pieces) {
    const at = text.indexOf(piece, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return true;
}

/**
 * A fetch answered by the mock's handlers inside this process, without intercepting its network (the CLI hands it to
 * the adapters it builds). MSW tries handlers in order and parses each one (URL pattern, cookies) before it checks
 * the method; with 160 handlers that was a tenth of a `storefront product show`. So only the handlers whose path
 * pieces the URL holds are asked, in their order: the same answer, from a handful of parses. A request no handler
 * answers goes to the network, as msw/node's `onUnhandledRequest: 'bypass'` does.
 */
export function handlerFetch(handlers: readonly RequestHandler[], network: typeof fetch = fetch): typeof fetch {
  const indexed = handlers.map((handler) => ({ handler, pieces: literalPieces((handler.info as { path?: unknown }).path) }));
  return async (input, init) => {
    const request = new Request(input, init);
    const candidates = indexed.filter((entry) => mayMatch(request.url, entry.pieces)).map((entry) => entry.handler);
    const response = await getResponse(candidates, request.clone());
    return response ?? network(request);
  };
}
