import type { HttpHandler } from 'msw';
import { handlerIndex } from './handler-index';

/**
 * A fetch answered by the mock's handlers inside this process, without intercepting its network: the CLI hands it to
 * the adapters it builds. Through the handler index only the handlers that may match a URL are asked (MSW would parse
 * all 160 for each call, a tenth of a `storefront product show`). A request no handler answers goes to the network,
 * as msw/node's `onUnhandledRequest: 'bypass'` does; an injected outage fails as a dead service would.
 */
export function handlerFetch(handlers: readonly HttpHandler[], network: typeof fetch = fetch): typeof fetch {
  const index = handlerIndex(handlers);
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await index.handle(request.clone());
    if (response === undefined) return network(request);
    if (response.type === 'error') throw new TypeError('fetch failed');
    return response;
  };
}
