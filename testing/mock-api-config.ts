import { defaultRuntimeConfig } from '../application/config/runtime-config';
import type { ApiConfig } from '../adapters/config/api-config';

/** The ApiConfig of adapter tests: msw/node answers fetch('http://127.0.0.1/...') with the mock backend. */
export function mockApiConfig(fetchFn: typeof fetch = (...args) => fetch(...args), origin = 'http://127.0.0.1'): ApiConfig {
  return { origin, services: defaultRuntimeConfig.services, fetch: fetchFn };
}

/** A fetch that never answers until aborted, to exercise the 5000 ms client timeout with fake timers. */
export const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

/**
 * Where a contract suite runs: against STOREFRONT_API_URL when it is set, else against the in-process mock backend.
 * The variable is the API's origin (as in the cart contract), the service paths of the runtime configuration resolve
 * against it; the examples the suites name come from fixture seed 1, so a real API must serve that data (the
 * standalone mock does: `npm run mock-server -- --seed 1 --products 60`).
 */
export function contractApi(): { readonly label: string; readonly config: ApiConfig } {
  const realApi = process.env['STOREFRONT_API_URL'];
  if (realApi === undefined || realApi === '') return { label: 'the mock backend', config: mockApiConfig() };
  return { label: realApi, config: mockApiConfig((...args) => fetch(...args), realApi.replace(/\/+$/, '')) };
}
