import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createViteServer } from 'vite';
import { createShopServer } from './app';
import { mockBackend, networkBackend } from './backend';
import { type RenderRequest, type RenderResult, type render as renderPage } from './entry-server';
import { type Middleware } from './http';
import { serverSettingsFromEnv } from './settings';

/**
 * `npm start`: the server-rendered shop with Vite in middleware mode (hot reload; the renderer is reloaded through
 * Vite on every request) and the mock backend's handlers mounted on the same origin.
 */
async function main(): Promise<void> {
  const settings = serverSettingsFromEnv(process.env, { port: 5173, backend: 'mock' });
  const httpServer = createServer();
  const vite = await createViteServer({ server: { middlewareMode: true, ws: { server: httpServer } }, appType: 'custom' });
  const origin = `http://${settings.host}:${settings.port}`;
  const backend = settings.backend === 'mock' ? await mockBackend({ shopOrigin: origin, ...(settings.fixturesDir === undefined ? {} : { fixturesDir: settings.fixturesDir }) }) : networkBackend();
  const render = async (request: RenderRequest): Promise<RenderResult> => {
    const module = (await vite.ssrLoadModule('/ui/server/entry-server.tsx')) as { render: typeof renderPage };
    return module.render(request);
  };
  const shop = createShopServer({
    render,
    template: (url) => vite.transformIndexHtml(url, readFileSync('index.html', 'utf8')),
    config: settings.config,
    backend,
    assets: vite.middlewares as unknown as Middleware,
    shopperCookies: settings.shopperCookies,
    compress: false,
    outputCache: false,
    ...(settings.purgeToken === undefined ? {} : { purgeToken: settings.purgeToken }),
  });
  httpServer.on('request', shop.listener);
  await new Promise<void>((resolve) => httpServer.listen(settings.port, settings.host, resolve));
  console.log(`\nThe shop (server-rendered, hot reload, ${settings.backend === 'mock' ? 'mock backend mounted' : 'real services'}): ${origin}/ (Dutch), ${origin}/en/ (English), ${origin}/de/ (German)\n`);
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
