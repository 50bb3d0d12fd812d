import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createViteServer } from 'vite';
import { createShopServer } from './app';
import { type createRequestUseCases } from './composition/request-use-cases';
import { defaultRequestLimits } from './http/limits';
import { mockBackend, networkBackend } from './mock/backend';
import { type RenderRequest, type RenderResult, type render as renderPage, type renderStatus as renderStatusPage } from '../ui/render/index';
import { type Middleware } from './http/http';
import { answerClientError, refuseConnect, serverOptions } from './http/listen';
import { type PageStatus } from '../ui/render/page-facts';
import { isLoopback, serverSettingsFromEnv } from './settings';
import { type StoreCode } from '../domain/store-view/store-view';

/**
 * `npm start`: the server-rendered shop with Vite in middleware mode (hot reload; the renderer is reloaded through
 * Vite on every request) and the mock backend's handlers mounted on the same origin.
 */
async function main(): Promise<void> {
  const settings = serverSettingsFromEnv(process.env, { port: 5173, backend: 'mock' });
  // The mock's control endpoints are open here: the development server is for this machine only.
  if (!isLoopback(settings.host))
    throw new Error(
      `npm start serves on this machine only (HOST=127.0.0.1, localhost or ::1), not on ${settings.host}: use npm run build and npm run serve to serve others`,
    );
  const httpServer = createServer(serverOptions(defaultRequestLimits));
  const vite = await createViteServer({ server: { middlewareMode: true, ws: { server: httpServer } }, appType: 'custom' });
  const origin = `http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${settings.port}`;
  const backend =
    settings.backend === 'mock'
      ? await mockBackend({ shopOrigin: origin, control: true, ...(settings.fixturesDir === undefined ? {} : { fixturesDir: settings.fixturesDir }) })
      : networkBackend();
  const entry = async () => (await vite.ssrLoadModule('/ui/render/index.ts')) as { render: typeof renderPage; renderStatus: typeof renderStatusPage };
  const render = async (request: RenderRequest): Promise<RenderResult> => (await entry()).render(request);
  // The request's use cases come through Vite too: one module graph with the renderer, and a change shows at once.
  const requestUseCases = async () =>
    ((await vite.ssrLoadModule('/server/composition/request-use-cases.ts')) as { createRequestUseCases: typeof createRequestUseCases }).createRequestUseCases;
  const renderStatus = async (storeCode: StoreCode, status: PageStatus) => (await entry()).renderStatus(storeCode, status);
  const template = (url: string) => vite.transformIndexHtml(url, readFileSync('index.html', 'utf8'));
  const shop = createShopServer({
    render,
    requestUseCases,
    renderStatus,
    template,
    config: settings.config,
    backend,
    assets: vite.middlewares as unknown as Middleware,
    shopperCookies: settings.shopperCookies,
    compress: false,
    outputCache: false,
    development: true,
    // Development on 127.0.0.1, foreign Host and Origin refused (app.ts): the CLI and the tests may drive the mock's
    // state, faults and clock; a POST to them must be JSON.
    mockControl: { kind: 'open' },
    allowedHosts: settings.allowedHosts,
    ...(settings.purgeToken === undefined ? {} : { purgeToken: settings.purgeToken }),
  });
  shop.bind(origin);
  httpServer.on('request', shop.listener);
  httpServer.on(
    'clientError',
    answerClientError(shop, () => template('/')),
  );
  httpServer.on('connect', refuseConnect);
  await new Promise<void>((resolve) => httpServer.listen(settings.port, settings.host, resolve));
  console.log(
    `\nThe shop (server-rendered, hot reload, ${settings.backend === 'mock' ? 'mock backend mounted' : 'real services'}): ${origin}/ (Dutch), ${origin}/en/ (English), ${origin}/de/ (German)\n`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void vite.close().then(() => httpServer.close(() => process.exit(0)));
    });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
