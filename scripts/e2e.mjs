// `npm run e2e [-- <playwright args>]`: fixtures, the production build (browser + server) into STOREFRONT_DIST or
// dist, then Playwright against the server-rendered shop (playwright.config.ts starts it).
import { spawnSync } from 'node:child_process';
import { build } from './build.mjs';
import { ensureFixtures } from './ensure-fixtures.mjs';
import { findTestBrowser } from './find-chrome.mjs';

const root = process.env.STOREFRONT_DIST ?? 'dist';
let status = ensureFixtures();
if (status === 0) status = build(root);
if (status === 0) {
  const run = spawnSync('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_DIST: root, CHROME_PATH: process.env.CHROME_PATH ?? findTestBrowser() },
  });
  status = run.status ?? 1;
}
process.exit(status);
