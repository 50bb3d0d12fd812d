// `npm run bench`: requests per second and p95 latency of the production server rendering the home page and a
// category page, with the output cache cold (every request a new URL, so each one renders) and warm (one URL, served
// from the cache), on 127.0.0.1 with the mock backend mounted. Three rounds each; the medians are reported.
// Options: --outDir DIR (the build, default dist; built first when missing), --seconds N per round (default 5),
// --connections N concurrent requests (default 8), --category PATH (default /en/women).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

const { fetch } = globalThis;

const { values } = parseArgs({
  options: { outDir: { type: 'string' }, seconds: { type: 'string' }, connections: { type: 'string' }, category: { type: 'string' } },
});
const root = resolve(values.outDir ?? process.env.STOREFRONT_DIST ?? 'dist');
const seconds = Number(values.seconds ?? 5);
const connections = Number(values.connections ?? 8);
const token = 'bench-purge-token';

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

async function round(base, path, cold) {
  const latencies = [];
  const statuses = new Map();
  let counter = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const url = cold ? `${base}${path}?bench=${counter++}` : `${base}${path}`;
      const started = performance.now();
      const response = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      const key = `${response.status} ${response.headers.get('x-cache') ?? ''}`.trim();
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { rps: latencies.length / seconds, p95: percentile(latencies, 95), statuses };
}

async function main() {
  if (!existsSync(`${root}/server/serve.js`)) {
    const built = spawnSync('node', ['scripts/build.mjs', '--outDir', root], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [`${root}/server/serve.js`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STOREFRONT_BACKEND: 'mock', STOREFRONT_CLIENT_DIR: `${root}/client`, STOREFRONT_PURGE_TOKEN: token },
  });
  let exited = false;
  server.on('exit', () => {
    exited = true;
  });
  try {
    for (let i = 0; i < 150 && !exited; i++) {
      if ((await fetch(`${base}/favicon.svg`).catch(() => undefined))?.ok) break;
      await sleep(200);
    }
    if (exited) throw new Error(`The server ${root}/server/serve.js stopped before it answered`);
    const pages = [
      ['home', '/en/'],
      ['category', values.category ?? '/en/women'],
    ];
    console.log(`Server rendering on 127.0.0.1 (${connections} connections, ${seconds} s per round, median of 3 rounds)\n`);
    console.log(`${'page'.padEnd(10)} ${'cache'.padEnd(6)} ${'req/s'.padStart(8)} ${'p95 ms'.padStart(8)}  answers`);
    for (const [name, path] of pages) {
      await round(base, path, false); // warm-up: JIT and the first render
      for (const cold of [true, false]) {
        const rounds = [];
        for (let r = 0; r < 3; r++) {
          await fetch(`${base}/__cache/purge`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
          if (!cold) await (await fetch(`${base}${path}`)).arrayBuffer();
          rounds.push(await round(base, path, cold));
        }
        const answers = [...rounds[0].statuses].map(([k, n]) => `${k} ×${n}`).join(', ');
        console.log(`${name.padEnd(10)} ${(cold ? 'cold' : 'warm').padEnd(6)} ${median(rounds.map((x) => x.rps)).toFixed(0).padStart(8)} ${median(rounds.map((x) => x.p95)).toFixed(1).padStart(8)}  ${answers}`);
      }
    }
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
