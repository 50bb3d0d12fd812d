import type { Backend, MockBackendOptions } from './backend-types';

export type { Backend, MockBackendOptions };

/** The real services over the network. */
export const networkBackend = (): Backend => ({ fetch: globalThis.fetch.bind(globalThis) });

/**
 * The mock backend mounted in this process (mounted-mock.ts). Imported only when asked for: the production server's
 * own chunks carry no mock code and no fixtures (scripts/server-bundle-check.mjs proves it).
 */
export async function mockBackend(options: MockBackendOptions = {}): Promise<Backend> {
  const { mountedMock } = await import('./mounted-mock');
  return mountedMock(options);
}
