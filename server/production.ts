import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createShopServer } from './app';
import { createRequestUseCases } from './composition/request-use-cases';
import { mockBackend, networkBackend } from './mock/backend';
import { render, renderStatus, loadClientManifest } from '../ui/render/index';
import { listen } from './http/listen';
import { listenForMetrics, scaleOut, shutDown } from './operations/scale-out';
import { serverSettingsFromEnv } from './settings';
import { staticFiles } from './http/static-files';

/** The production server over the client build (next to this bundle, or STOREFRONT_CLIENT_DIR). */
async function main(): Promise<void> {
  const settings = serverSettingsFromEnv(process.env, { port: 3000, backend: 'real' });
  // serve.js is the entry (process.argv[1]); this module is a chunk below it, so the path starts from the entry.
  const clientDir = process.env['STOREFRONT_CLIENT_DIR'] ?? resolve(dirname(process.argv[1] ?? '.'), '../client');
  const template = readFileSync(`${clientDir}/index.html`, 'utf8');
  loadClientManifest(JSON.parse(readFileSync(`${clientDir}/.vite/manifest.json`, 'utf8')) as Parameters<typeof loadClientManifest>[0]);
  const templateOf = () => Promise.resolve(template);
  // Without a control token the mock's control handlers are not even registered (deny by default).
  const control = settings.mockControlToken !== undefined;
  const backend =
    settings.backend === 'mock'
      ? await mockBackend({ control, ...(settings.fixturesDir === undefined ? {} : { fixturesDir: settings.fixturesDir }) })
      : networkBackend();
  const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));
  const scale = scaleOut(settings.server, backend);
  const shop = createShopServer({
    render,
    requestUseCases: () => Promise.resolve(createRequestUseCases),
    renderStatus,
    template: templateOf,
    config: settings.config,
    backend,
    assets: staticFiles(clientDir),
    cache: scale.cache,
    operations: scale.operations,
    shopperCookies: settings.shopperCookies,
    cacheQueryKeys: settings.cacheQueryKeys,
    allowedHosts: settings.allowedHosts,
    limits: settings.limits,
    tagManager: settings.tagManager,
    mockControl: settings.mockControlToken === undefined ? { kind: 'off' } : { kind: 'token', token: settings.mockControlToken },
    ...optional('purgeToken', settings.purgeToken),
    ...optional('publicOrigin', settings.publicOrigin),
    ...optional('apiOrigin', settings.apiOrigin),
  });
  const running = await listen(shop, templateOf, settings.port, settings.host);
  scale.watchBackend(new URL(settings.config.services.apiUrl, `${settings.apiOrigin ?? settings.publicOrigin ?? running.url}/`).toString().replace(/\/+$/, ''));
  const { metricsPort, shutdownDelayMs, shutdownTimeoutMs } = settings.server.operations;
  const metricsServer = metricsPort === null ? undefined : await listenForMetrics(scale.metrics, metricsPort, settings.metricsHost);
  const mockNote =
    settings.backend === 'mock'
      ? `mock backend mounted, its control endpoints ${settings.mockControlToken === undefined ? 'off' : 'behind a token'}`
      : 'real services';
  const cacheNote = settings.server.outputCache.url === '' ? 'in-process page cache' : 'page cache in Redis';
  scale.log.info(
    {
      url: running.url,
      publicOrigin: settings.publicOrigin ?? running.url,
      backend: settings.backend,
      purge: settings.purgeToken !== undefined,
      metrics: metricsPort ?? (settings.server.operations.metricsToken === '' ? 'off' : 'token'),
    },
    `Shop (server-rendered, ${mockNote}, ${cacheNote}) on ${running.url}/ as ${settings.publicOrigin ?? running.url}`,
  );
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const servers = metricsServer === undefined ? [running.server] : [running.server, metricsServer];
      void shutDown({
        servers,
        operations: scale.operations,
        store: scale.store,
        delayMs: signal === 'SIGTERM' ? shutdownDelayMs : 0,
        timeoutMs: shutdownTimeoutMs,
      }).then(() => process.exit(0));
    });
  }
}

export const started = main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
