// Starts the production build's server (DIR/server/serve.js) with the mock backend mounted, for the size check, the
// benchmark and the Lighthouse run. Resolves once it answers; `stop()` ends it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const { fetch } = globalThis;

export const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

export const fixturesDir = () => resolve(process.env.MOCK_FIXTURES_DIR ?? 'fixtures/data/default');

/** A configurable dress of the fixtures: the product page the size check and Lighthouse measure. */
export function configurableDressPath() {
  const products = JSON.parse(readFileSync(resolve(fixturesDir(), 'catalog-nl-product.json'), 'utf8'));
  const dress = products.find((p) => p.type_id === 'configurable' && p.url_path.startsWith('dames/kleding/jurken/'));
  if (dress === undefined) throw new Error('No configurable dress in the fixtures');
  return `/${dress.url_path}`;
}

export async function startBuiltShop({ root, port, env = {}, stdio = 'ignore' }) {
  const server = spawn(process.execPath, [`${root}/server/serve.js`], {
    stdio: ['ignore', stdio, 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STOREFRONT_BACKEND: 'mock',
      STOREFRONT_CLIENT_DIR: `${root}/client`,
      MOCK_FIXTURES_DIR: fixturesDir(),
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error(`${root}/server/serve.js stopped before it answered`);
    if ((await fetch(`${base}/favicon.svg`).catch(() => undefined))?.ok) return { base, pid: server.pid, stop: () => server.kill('SIGTERM') };
    await sleep(200);
  }
  server.kill('SIGTERM');
  throw new Error('The shop did not answer within 60 s');
}
