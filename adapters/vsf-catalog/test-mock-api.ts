import { defaultRuntimeConfig } from '../../application/config/runtime-config';
import type { ApiConfig } from '../config/api-config';

/** The ApiConfig of adapter tests: msw/node answers fetch('http://127.0.0.1/...') with the mock backend. */
export function mockApiConfig(fetchFn: typeof fetch = (...args) => fetch(...args)): ApiConfig {
  return { origin: 'http://127.0.0.1', services: defaultRuntimeConfig.services, fetch: fetchFn };
}

/** A fetch that never answers until aborted, to exercise the 5000 ms client timeout with fake timers. */
export const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
