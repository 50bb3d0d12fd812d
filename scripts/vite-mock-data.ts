import { cpSync, createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import { type Connect, type Plugin } from 'vite';
import { hashPassword, isPasswordHash } from '../mock-backend/state/passwords.ts';

/** The mode of `npm run build:static` (`vite build --mode static`): the only browser build that carries the fixtures. */
export const staticDemoMode = 'static';

type Commerce = { readonly customers?: readonly Record<string, unknown>[] };

/**
 * The commerce fixtures as the static demo publishes them: every customer's password replaced by its salted hash
 * (mock-backend/state/passwords.ts), so the demo's public files hold no password in plain text. A password shared
 * by many demo accounts is hashed once: they are public demo accounts, and hashing 27 of them at the mock's count
 * would slow every static build for nothing.
 */
export async function withHashedPasswords(commerce: Commerce): Promise<unknown> {
  const hashes = new Map<string, Promise<string>>();
  const hashed = (password: string): Promise<string> => {
    let hash = hashes.get(password);
    if (hash === undefined) {
      hash = hashPassword(password);
      hashes.set(password, hash);
    }
    return hash;
  };
  const customers = await Promise.all(
    (commerce.customers ?? []).map(async (record) => {
      const password = record['password'];
      return typeof password === 'string' && !isPasswordHash(password) ? { ...record, password: await hashed(password) } : record;
    }),
  );
  return { ...commerce, customers };
}

/**
 * Serves the generated fixture JSON at /mock-data/ for the browser mock (dev and preview servers) and copies it into
 * the static demo build (`--mode static`) only: the server-rendered shop's browser build publishes no fixture data.
 * Fixtures are generated ahead of time, so faker never reaches the browser.
 */
export function mockDataPlugin(dir = process.env.MOCK_FIXTURES_DIR ?? 'fixtures/data/default'): Plugin {
  const root = resolve(dir);
  let outDir: string | undefined;
  let hashedCommerce: Promise<string> | undefined;
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
    if (file !== join(root, 'commerce.json')) return void createReadStream(file).pipe(res);
    hashedCommerce ??= withHashedPasswords(JSON.parse(readFileSync(file, 'utf8')) as Commerce).then((data) => JSON.stringify(data));
    hashedCommerce.then((body) => res.end(body), next);
  };
  return {
    name: 'storefront-mock-data',
    configResolved(config) {
      // Only the static demo's browser build copies the data; Vitest loads this config too and must not write anything.
      outDir = config.command === 'build' && config.mode === staticDemoMode && !config.build.ssr && !process.env.VITEST ? config.build.outDir : undefined;
    },
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
    async closeBundle() {
      if (outDir === undefined || !existsSync(root)) return;
      const target = join(outDir, 'mock-data');
      cpSync(root, target, { recursive: true });
      const commerce = join(target, 'commerce.json');
      if (existsSync(commerce)) writeFileSync(commerce, JSON.stringify(await withHashedPasswords(JSON.parse(readFileSync(commerce, 'utf8')) as Commerce)));
    },
  };
}
