// Finds a redis-server for the output cache's tests: REDIS_SERVER, else /usr/bin/redis-server; as root on Debian it
// installs Debian's redis-server with apt (as find-chrome.mjs does Chromium). The tests start and stop their own
// server on a free 127.0.0.1 port; the package's own service is not used.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

export function findRedis({ install = true, log = console.error } = {}) {
  const fromEnv = process.env.REDIS_SERVER;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`REDIS_SERVER=${fromEnv} does not exist. Point it at a redis-server binary or unset it.`);
  }
  for (const path of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) if (existsSync(path)) return path;
  if (install && isRoot() && existsSync('/etc/debian_version')) {
    log("No redis-server found: installing Debian's redis-server with apt-get…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/redis-server')) return '/usr/bin/redis-server';
  }
  throw new Error(
    'No redis-server found for the output cache tests: install it (Debian: sudo apt-get install -y redis-server) or set REDIS_SERVER to a redis-server binary.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findRedis());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
