import { cpSync, createReadStream, existsSync, statSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import { type Connect, type Plugin } from 'vite';

/**
 * Serves the generated fixture JSON at /mock-data/ for the browser mock (dev and preview servers) and copies it
 * into the static demo build. Fixtures are generated ahead of time, so faker never reaches the browser.
 */
export function mockDataPlugin(dir = process.env.MOCK_FIXTURES_DIR ?? 'fixtures/data/default'): Plugin {
  const root = resolve(dir);
  let outDir: string | undefined;
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const url = req.url ?? '';
    if (!url.startsWith('/mock-data/')) return next();
    const file = normalize(join(root, decodeURIComponent(url.slice('/mock-data/'.length).split('?')[0] ?? '')));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    createReadStream(file).pipe(res);
  };
  return {
    name: 'storefront-mock-data',
    configResolved(config) {
      // Only the browser build copies the data (the server bundle has no use for it); Vitest loads this config too and must not write anything.
      outDir = config.command === 'build' && !config.build.ssr && !process.env.VITEST ? config.build.outDir : undefined;
    },
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
    closeBundle() {
      if (outDir !== undefined && existsSync(root)) cpSync(root, join(outDir, 'mock-data'), { recursive: true });
    },
  };
}
