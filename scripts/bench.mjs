// `npm run bench`: the CLI's cold start against `node -e 0` (scripts/bench-cli.mjs), then requests per second and p95 latency of the production server rendering the home page and a
// category page, with the output cache cold (every request a new URL, so each one renders) and warm (one URL, served
// from the cache), on 127.0.0.1 with the mock backend mounted, once with each output cache adapter: in-process and
// Redis (a redis-server started on a free port, scripts/find-redis.mjs). Three rounds each; the medians are reported.
// Options: --outDir DIR (the build, default dist; built first when missing), --seconds N per round (default 5),
// --connections N concurrent requests (default 8), --category PATH (default /en/women), --adapter memory|redis|both or a
// comma-separated list that may name redis-down (Redis killed once the server answers) and redis-stalled (frozen),
// --report DIR (where bench.json and bench.md are written, default reports), --compare DIR (a second build, e.g. before a change, measured in the same run, the two builds' rounds taking turns;
// in-process cache unless --adapter says otherwise), --mock mounted|separate (default mounted: the mock inside the
// server's process, as `npm start` runs it; separate: the mock as its own process, `npm run mock-server`, and the server on its real-services
// adapters pointed at it, so "CPU ms" is the shop's own cost of a render and "mock ms" the backend's).
// "CPU ms" is the server process's CPU time (user + system, /proc) per answered request: for cold rounds the cost of
// one render, steadier than wall time on a busy machine.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { benchCli } from './bench-cli.mjs';
import { startReport, writeReport } from './bench-report.mjs';
import { findRedis } from './find-redis.mjs';

const { fetch } = globalThis;

const { values } = parseArgs({
  options: {
    outDir: { type: 'string' },
    report: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string' },
    category: { type: 'string' },
    adapter: { type: 'string' },
    compare: { type: 'string' },
    mock: { type: 'string' },
  },
});
const builds = [resolve(values.outDir ?? process.env.STOREFRONT_DIST ?? 'dist'), ...(values.compare === undefined ? [] : [resolve(values.compare)])];
const seconds = Number(values.seconds ?? 5);
const connections = Number(values.connections ?? 8);
const token = 'bench-purge-token';
const benchKey = 'utm_bench';
const mockMode = values.mock ?? 'mounted';
if (mockMode !== 'mounted' && mockMode !== 'separate') {
  console.error(`--mock takes mounted or separate, not "${mockMode}"`);
  process.exit(2);
}

const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; undefined elsewhere). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

async function round(base, path, cold, pid, mockPid, listing) {
  const cpuBefore = cpuMs(pid);
  const mockBefore = mockPid === undefined ? undefined : cpuMs(mockPid);
  const latencies = [];
  const statuses = new Map();
  let counter = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      // Cold: a list gets a query key the bench's server adds to the cache key (STOREFRONT_CACHE_QUERY_KEYS) and the
      // list never reads as a filter (utm_…, ui/catalog/listing-query.ts), so every request is a new entry rendered like
      // the plain page (a cache lookup, a render, a store). Any other page reads no such key (it would answer 301): it
      // gets a cookie the bench's server counts as personal (STOREFRONT_SHOPPER_COOKIES), so each request is a render
      // the cache is not asked for (BYPASS). (An unknown `sort` did this before; it answers 301 now.)
      const url = cold && listing ? `${base}${path}?${benchKey}=${counter++}` : `${base}${path}`;
      const personal = cold && !listing ? { cookie: `${benchKey}=1` } : {};
      const started = performance.now();
      const response = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'gzip, deflate, br', ...personal } }); // what browsers send
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      const key = `${response.status} ${response.headers.get('x-cache') ?? ''}`.trim();
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const cpuAfter = cpuMs(pid);
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? Number.NaN : (cpuAfter - cpuBefore) / latencies.length;
  const mockAfter = mockPid === undefined ? undefined : cpuMs(mockPid);
  const mockCpu = mockBefore === undefined || mockAfter === undefined ? Number.NaN : (mockAfter - mockBefore) / latencies.length;
  return { rps: latencies.length / seconds, p95: percentile(latencies, 95), cpu, mockCpu, statuses };
}

/**
 * A throwaway redis-server on a free port; answers its URL, a stop function and what to do once the servers answer:
 * `redis-down` stops it then (every command is refused), `redis-stalled` freezes it (SIGSTOP: connections stay open,
 * nothing answers), so the rounds measure the shop with its shared cache gone or hanging.
 */
async function startRedis(adapter) {
  const port = await freePort();
  const child = spawn(findRedis(), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await sleep(300);
  const afterStart = async () => {
    if (adapter === 'redis-down') child.kill('SIGKILL');
    if (adapter === 'redis-stalled') child.kill('SIGSTOP');
    await sleep(200);
  };
  const stop = () => {
    child.kill('SIGCONT');
    child.kill('SIGKILL');
  };
  return { url: `redis://127.0.0.1:${port}/0`, afterStart, stop };
}

/** The mock backend as a process of its own on a free port (`npm run mock-server`); answers its URL, pid and a stop function. */
async function startMock() {
  const port = await freePort();
  const child = spawn(resolve('node_modules/.bin/tsx'), ['mock-backend/server.ts', '--port', String(port)], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    if ((await fetch(`${url}/api/stock/check?sku=none`).catch(() => undefined)) !== undefined) break;
    await sleep(200);
  }
  if (child.exitCode !== null) throw new Error('The mock backend stopped before it answered');
  // tsx runs the mock in a child node process; its CPU is read from that process.
  const pids = spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .filter(Boolean);
  return { url, pid: Number(pids[0] ?? child.pid), stop: () => child.kill('SIGTERM') };
}

async function main() {
  for (const root of builds) {
    if (existsSync(`${root}/server/serve.js`)) continue;
    const built = spawnSync('node', ['scripts/build.mjs', '--outDir', root], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const adapters =
    values.adapter === undefined
      ? values.compare !== undefined
        ? ['memory']
        : ['memory', 'redis']
      : values.adapter === 'both'
        ? ['memory', 'redis']
        : values.adapter.split(',');
  const report = startReport({ connections, seconds, category: values.category ?? '/en/women', mockMode, adapters, builds });
  report.cli = await benchCli();
  console.log(
    `Server rendering on 127.0.0.1 (${connections} connections, ${seconds} s per round, median of 3 rounds${builds.length * adapters.length > 1 ? ", the servers' rounds taking turns" : ''})\n`,
  );
  if (mockMode === 'separate') console.log('The mock backend runs as its own process: "CPU ms" is the shop server\'s alone, "mock ms" the mock\'s per page.\n');
  console.log(
    `${'build'.padEnd(24)} ${'adapter'.padEnd(13)} ${'page'.padEnd(10)} ${'cache'.padEnd(6)} ${'req/s'.padStart(8)} ${'p95 ms'.padStart(8)} ${'CPU ms'.padStart(7)}${mockMode === 'separate' ? ` ${'mock ms'.padStart(7)}` : ''}  answers`,
  );
  const mock = mockMode === 'separate' ? await startMock() : undefined;
  try {
    // Every server (each build with each adapter) runs at once, an idle one costs nothing, so their rounds can take
    // turns: on a shared machine the load drifts, and servers measured one after the other would carry that drift as
    // a difference.
    const servers = [];
    const redises = [];
    try {
      for (const adapter of adapters) {
        const redis = adapter.startsWith('redis') ? await startRedis(adapter) : undefined;
        if (redis !== undefined) redises.push(redis);
        for (const root of builds)
          servers.push({ ...(await startServer(root, redis === undefined ? {} : { STOREFRONT_OUTPUT_CACHE_URL: redis.url }, mock)), adapter });
      }
      for (const redis of redises) await redis.afterStart();
      await benchPages(servers, mock, report);
    } finally {
      for (const server of servers) await server.stop();
      for (const redis of redises) redis.stop();
    }
  } finally {
    mock?.stop();
  }
  const written = writeReport(report, resolve(values.report ?? 'reports'));
  console.log(`\nReport: ${written.join(', ')}`);
}

async function startServer(root, cacheEnv, mock) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Separate: the server's real-services adapters, every service URL resolved against the mock's origin.
  const backendEnv =
    mock === undefined ? { STOREFRONT_BACKEND: 'mock' } : { STOREFRONT_BACKEND: 'real', STOREFRONT_PUBLIC_ORIGIN: base, STOREFRONT_API_ORIGIN: mock.url };
  const server = spawn(process.execPath, [`${root}/server/serve.js`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...backendEnv,
      STOREFRONT_CLIENT_DIR: `${root}/client`,
      STOREFRONT_PURGE_TOKEN: token,
      STOREFRONT_CACHE_QUERY_KEYS: benchKey,
      STOREFRONT_SHOPPER_COOKIES: benchKey,
      STOREFRONT_LOG_LEVEL: process.env.STOREFRONT_LOG_LEVEL ?? 'error',
      ...cacheEnv,
    },
  });
  let exited = false;
  server.on('exit', () => {
    exited = true;
  });
  const stop = async () => {
    if (exited) return;
    const stopped = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await stopped;
  };
  // A busy machine may need a minute to load the mock catalogue.
  for (let i = 0; i < 600 && !exited; i++) {
    if ((await fetch(`${base}/favicon.svg`).catch(() => undefined))?.ok) break;
    await sleep(200);
  }
  if (exited) throw new Error(`The server ${root}/server/serve.js stopped before it answered`);
  return { root, base, pid: server.pid, stop };
}

async function benchPages(servers, mock, report) {
  const pages = [
    ['home', '/en/'],
    ['category', values.category ?? '/en/women'],
  ];
  for (const [name, path] of pages) {
    for (const server of servers) await round(server.base, path, false, server.pid, mock?.pid, name === 'category'); // warm-up: JIT and the first render
    for (const cold of [true, false]) {
      const rounds = servers.map(() => []);
      for (let r = 0; r < 3; r++) {
        for (const [i, server] of servers.entries()) {
          await fetch(`${server.base}/__cache/purge`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
          if (!cold) await (await fetch(`${server.base}${path}`)).arrayBuffer();
          rounds[i].push(await round(server.base, path, cold, server.pid, mock?.pid, name === 'category'));
        }
      }
      for (const [i, server] of servers.entries()) {
        const mine = rounds[i];
        const answers = [...mine[0].statuses].map(([k, n]) => `${k} ×${n}`).join(', ');
        const cpu = median(mine.map((x) => x.cpu))
          .toFixed(2)
          .padStart(7);
        const mockCpu =
          mock === undefined
            ? ''
            : ` ${median(mine.map((x) => x.mockCpu))
                .toFixed(2)
                .padStart(7)}`;
        report.rows.push({
          build: server.root,
          adapter: server.adapter,
          page: name,
          cache: cold ? 'cold' : 'warm',
          rps: median(mine.map((x) => x.rps)),
          p95: median(mine.map((x) => x.p95)),
          cpuMs: median(mine.map((x) => x.cpu)),
          ...(mock === undefined ? {} : { mockCpuMs: median(mine.map((x) => x.mockCpu)) }),
          answers,
        });
        console.log(
          `${server.root.slice(-24).padEnd(24)} ${server.adapter.padEnd(13)} ${name.padEnd(10)} ${(cold ? 'cold' : 'warm').padEnd(6)} ${median(
            mine.map((x) => x.rps),
          )
            .toFixed(0)
            .padStart(8)} ${median(mine.map((x) => x.p95))
            .toFixed(1)
            .padStart(8)} ${cpu}${mockCpu}  ${answers}`,
        );
      }
    }
  }
}

await main();
