import { PortError } from '../../application/ports/port-error';
import { requestJson } from '../../adapters/http/json-client';
import { startMockServer } from '../../mock-backend/server';
import type { MockTools } from '../backend';

/** `storefront mock …`: the standalone server of mock-backend/server.ts, and the control endpoints of a running one. */
export const mockTools: MockTools = {
  async start(options) {
    const server = await startMockServer({
      port: options.port,
      host: options.host,
      seed: options.seed,
      products: options.products,
      ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
      ...(options.faults === undefined ? {} : { faults: options.faults }),
    });
    return { url: server.url, close: () => server.close() };
  },
  async control(api, method, path, body) {
    const url = new URL(path, api.endsWith('/') ? api : `${api}/`).toString();
    // A served shop keeps the mounted mock's control endpoints behind this token (server/mock/mock-control.ts).
    const token = process.env['STOREFRONT_MOCK_CONTROL_TOKEN']?.trim();
    const headers: Record<string, string> = token === undefined || token === '' ? {} : { Authorization: `Bearer ${token}` };
    try {
      return (await requestJson((...args) => fetch(...args), url, { method, headers, ...(body === undefined ? {} : { body }) })).body;
    } catch (error) {
      if (error instanceof PortError && error.details.status === 404)
        throw new PortError(
          'unavailable',
          `${api} has no mock control endpoints (is it the mock backend? a served shop opens them only with STOREFRONT_MOCK_CONTROL_TOKEN)`,
          error.details,
        );
      if (error instanceof PortError && error.details.status === 401)
        throw new PortError('unavailable', `${api} refused the mock control token: set STOREFRONT_MOCK_CONTROL_TOKEN to the server's`, error.details);
      throw error;
    }
  },
};
