// The web server of the Playwright run: the production server (server rendering, mock backend mounted) over the build
// in E2E_DIST (default dist; a folder ending in /client means its parent). When the server bundle is missing or older
// than the browser build, it is built first, so `vite build --outDir <root>/client` alone still works.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, symlinkSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';

const given = resolve(process.env.E2E_DIST ?? 'dist');
const root = basename(given) === 'client' ? dirname(given) : given;
const serverBundle = `${root}/server/serve.js`;
const clientIndex = `${root}/client/index.html`;

if (!existsSync(clientIndex)) {
  console.error(`No browser build at ${root}/client: run \`npm run build -- --outDir ${root}\` first.`);
  process.exit(1);
}
if (!existsSync(serverBundle) || statSync(serverBundle).mtimeMs < statSync(clientIndex).mtimeMs) {
  const run = spawnSync('node_modules/.bin/vite', ['build', '--ssr', 'server/serve.ts', '--outDir', `${root}/server`, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
if (relative(resolve('.'), root).startsWith('..') && !existsSync(`${root}/node_modules`)) symlinkSync(resolve('node_modules'), `${root}/node_modules`, 'dir');

const server = spawn(process.execPath, [...(process.env.E2E_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), serverBundle], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4173',
    HOST: '127.0.0.1',
    STOREFRONT_BACKEND: 'mock',
    STOREFRONT_CLIENT_DIR: `${root}/client`,
    STOREFRONT_PURGE_TOKEN: process.env.STOREFRONT_PURGE_TOKEN ?? 'e2e-purge-token',
    // The served shop's mock control endpoints exist only with a token (e2e/fixtures.ts sends it).
    STOREFRONT_MOCK_CONTROL_TOKEN: process.env.STOREFRONT_MOCK_CONTROL_TOKEN ?? 'e2e-mock-control-token',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
