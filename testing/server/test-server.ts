import { readFileSync } from 'node:fs';
import { defaultRuntimeConfig, type RuntimeConfig } from '../../application/config/runtime-config';
import { SystemClock } from '../../adapters/clock/system-clock';
import { type ShopServerOptions, createShopServer } from '../../server/app';
import { createRequestUseCases } from '../../server/composition/request-use-cases';
import { type Backend, mockBackend } from '../../server/mock/backend';
import { render, renderStatus } from '../../ui/render/entry-server';
import { listen } from '../../server/http/listen';
import { MemoryPageStore } from '../../adapters/output-cache/memory-page-store';
import { OutputCache } from '../../server/cache/output-cache';

export interface RunningShop {
  readonly url: string;
  readonly cache: OutputCache;
  readonly backend: Backend;
  close(): Promise<void>;
}

let shared: Promise<Backend> | undefined;

/**
 * The server-rendered shop in this process on 127.0.0.1 (a free port), rendering from source with the mock backend
 * mounted, as `npm run serve` runs it (limits, guard, client-error answers): for tests and the bench. The mock
 * backend (fixtures loaded once) is shared by the servers of one process; it has its control handlers, so the tests
 * prove that the server's guard (mockControl, closed by default) keeps them out of reach.
 */
export async function startShop(overrides: Partial<ShopServerOptions> & { config?: RuntimeConfig } = {}): Promise<RunningShop> {
  const backend = overrides.backend ?? (await (shared ??= mockBackend({ control: true })));
  const template = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const templateOf = () => Promise.resolve(template);
  const clock = new SystemClock();
  const cache = overrides.cache ?? new OutputCache(new MemoryPageStore({ clock }), { clock });
  const shop = createShopServer({
    render,
    requestUseCases: () => Promise.resolve(createRequestUseCases),
    renderStatus,
    template: templateOf,
    config: defaultRuntimeConfig,
    ...overrides,
    backend,
    cache,
  });
  const running = await listen(shop, templateOf, 0, '127.0.0.1');
  return { url: running.url, cache, backend, close: running.close };
}
