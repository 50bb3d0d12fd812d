// Finds a Chromium for Playwright: CHROME_PATH, else /usr/bin/chromium, else a browser Playwright already has;
// as root on Debian it installs Debian's chromium with apt. Never downloads a browser from anywhere else.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function playwrightBrowser() {
  try {
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

export function findChrome({ install = true, log = console.error } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH=${fromEnv} does not exist. Point it at a Chromium binary or unset it.`);
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const bundled = playwrightBrowser();
  if (bundled) return bundled;
  if (install && isRoot() && existsSync('/etc/debian_version')) {
    log("No Chromium found: installing Debian's chromium with apt-get (about 30 s)…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error('No Chromium found for the browser tests: install it (Debian: sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.');
}

const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The browser of the Playwright suite: Debian's chromium-headless-shell (the old headless mode Playwright itself runs
 * by default; less CPU per page than the full browser), installed with apt as root on Debian when missing; else
 * whatever findChrome() finds. CHROME_PATH wins.
 */
export function findTestBrowser({ install = true, log = console.error } = {}) {
  if (process.env.CHROME_PATH) return findChrome({ install, log });
  if (existsSync(headlessShell)) return headlessShell;
  if (install && isRoot() && existsSync('/etc/debian_version')) {
    try {
      log("Installing Debian's chromium-headless-shell with apt-get for the browser tests…");
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch (error) {
      log(`chromium-headless-shell could not be installed (${error.message}); using the full browser.`);
    }
    if (existsSync(headlessShell)) return headlessShell;
  }
  return findChrome({ install, log });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findChrome());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
