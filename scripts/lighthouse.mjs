// `npm run lighthouse`: Lighthouse 12 (mobile, its default simulated throttling) on the production server with the
// mock mounted — home, category, a configurable product and search results in nl and en — next to a static floor page
// (one heading, one hero image) served in the same run. Median of --runs (default 3) per page; prints a table and
// writes the figures as JSON (default reports/lighthouse.json). Not part of `npm test`: too slow and too noisy.
// Options: --outDir DIR (the build, default dist; built first when missing), --runs N, --port N (the shop; the floor
// page gets N+1), --json FILE, --only name,name (e.g. floor,home-nl), --compare DIR (a second build, e.g. before a
// change, served on N+2 and measured in the same runs: its rows are named `<page>@compare`).
import { spawn, spawnSync } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChrome } from './find-chrome.mjs';

const { fetch } = globalThis;

const { values } = parseArgs({
  options: {
    outDir: { type: 'string' },
    runs: { type: 'string' },
    port: { type: 'string' },
    json: { type: 'string' },
    only: { type: 'string' },
    compare: { type: 'string' },
  },
});
const root = resolve(values.outDir ?? process.env.STOREFRONT_DIST ?? 'dist');
const runs = Number(values.runs ?? 3);
const shopPort = Number(values.port ?? 4518);
const floorPort = shopPort + 1;
const jsonFile = resolve(values.json ?? 'reports/lighthouse.json');
const shop = `http://127.0.0.1:${shopPort}`;
const floor = `http://127.0.0.1:${floorPort}`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function startShop(root = resolve(values.outDir ?? process.env.STOREFRONT_DIST ?? 'dist'), shopPort = Number(values.port ?? 4518)) {
  const shop = `http://127.0.0.1:${shopPort}`;
  if (!existsSync(`${root}/server/serve.js`)) {
    const built = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', root], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const server = spawn(process.execPath, [`${root}/server/serve.js`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(shopPort),
      HOST: '127.0.0.1',
      STOREFRONT_BACKEND: 'mock',
      STOREFRONT_CLIENT_DIR: `${root}/client`,
      MOCK_FIXTURES_DIR: resolve(process.env.MOCK_FIXTURES_DIR ?? 'fixtures/data/default'),
    },
  });
  // A busy machine may need a minute or two to load the mock catalogue.
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`${root}/server/serve.js stopped before it answered`);
    if ((await fetch(`${shop}/favicon.svg`).catch(() => undefined))?.ok) return server;
    await sleep(200);
  }
  server.kill('SIGTERM');
  throw new Error('The shop did not answer within 2 minutes');
}

/** The floor: what a phone gets from the simplest possible page with the home page's own hero picture. */
async function startFloor(heroUrl) {
  const hero = Buffer.from(await (await fetch(heroUrl)).arrayBuffer());
  const heroType = heroUrl.includes('.svg') ? 'image/svg+xml' : 'image/webp';
  const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title><meta name="description" content="The floor page of the Lighthouse run">
<style>body{margin:0;font-family:system-ui,sans-serif}h1{margin:16px}img{width:100%;height:auto;display:block}</style></head>
<body><h1>NOORD</h1><img src="/hero" alt="Hero" width="1920" height="800" fetchpriority="high"></body></html>`;
  const server = createServer((request, response) => {
    if (request.url === '/hero') response.writeHead(200, { 'content-type': heroType, 'cache-control': 'max-age=3600' }).end(hero);
    else if (request.url === '/') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    else response.writeHead(404).end();
  });
  await new Promise((done) => server.listen(floorPort, '127.0.0.1', done));
  return server;
}

const hrefOf = (html, hreflang) => new RegExp(`<link[^>]*hreflang="${hreflang}"[^>]*href="([^"]+)"`).exec(html)?.[1];

/** The pages: a configurable dress from the fixtures, and each nl page's English twin from its hreflang link. */
async function pages() {
  const products = JSON.parse(readFileSync(resolve(process.env.MOCK_FIXTURES_DIR ?? 'fixtures/data/default', 'catalog-nl-product.json'), 'utf8'));
  const dress = products.find((p) => p.type_id === 'configurable' && p.url_path.startsWith('dames/kleding/jurken/'));
  if (dress === undefined) throw new Error('No configurable dress in the fixtures');
  const nl = [
    ['home', '/'],
    ['category', '/dames/kleding/jurken'],
    ['product', `/${dress.url_path}`],
  ];
  const list = [];
  for (const [name, path] of nl) {
    const html = await (await fetch(`${shop}${path}`)).text();
    const en = hrefOf(html, 'en');
    if (en === undefined) throw new Error(`${path} has no English alternate`);
    list.push([`${name}-nl`, path], [`${name}-en`, new URL(en).pathname]);
  }
  list.push(['search-nl', '/catalogsearch/result/?q=jurk'], ['search-en', '/en/catalogsearch/result/?q=dress']);
  return list;
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    jsKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    scripts: scripts.length,
    requests: requests.length,
    htmlKb: (requests.find((r) => r.resourceType === 'Document')?.transferSize ?? 0) / 1024,
  };
}

async function main() {
  const shopServer = await startShop();
  const compareRoot = values.compare === undefined ? undefined : resolve(values.compare);
  const compareServer = compareRoot === undefined ? undefined : await startShop(compareRoot, shopPort + 2);
  let floorServer;
  let chrome;
  const results = {};
  // Stopped early (Ctrl-C): the shop, the floor page and Chromium go with it.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      void chrome?.kill();
      floorServer?.close();
      shopServer.kill('SIGTERM');
      compareServer?.kill('SIGTERM');
      process.exit(130);
    });
  }
  try {
    const list = await pages();
    const home = await (await fetch(`${shop}/`)).text();
    const heroSrc = /<img[^>]*src="([^"]+)"[^>]*fetch[pP]riority="high"/.exec(home)?.[1] ?? /<img[^>]*src="([^"]+)"/.exec(home)?.[1];
    if (heroSrc === undefined) throw new Error('The home page has no image');
    floorServer = await startFloor(new URL(heroSrc.replace(/&amp;/g, '&'), shop).toString());
    const compareShop = `http://127.0.0.1:${shopPort + 2}`;
    const all = [
      ['floor', `${floor}/`],
      ...list.flatMap(([name, path]) => [[name, `${shop}${path}`], ...(compareServer === undefined ? [] : [[`${name}@compare`, `${compareShop}${path}`]])]),
    ];
    const only = values.only?.split(',');
    const targets = only ? all.filter(([name]) => only.includes(name.replace(/@compare$/, ''))) : all;
    // Warm the page cache: every run measures a page as a returning server would send it.
    for (const [, url] of targets) await (await fetch(url)).arrayBuffer();
    chrome = await chromeLauncher.launch({
      chromePath: findChrome() ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    // Runs interleave the pages, so a busy moment of the machine hurts every page alike, the floor included.
    for (let run = 1; run <= runs; run++) {
      for (const [name, url] of targets) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        // A failed run (NO_FCP on an overloaded machine, …) is reported and left out of the median.
        if (result === undefined || result.lhr.runtimeError) {
          process.stderr.write(`run ${run}/${runs} ${name}: failed (${result?.lhr.runtimeError?.message ?? 'no result'})\n`);
          continue;
        }
        (results[name] ??= { url, runs: [] }).runs.push(figures(result.lhr));
        process.stderr.write(`run ${run}/${runs} ${name}: ${results[name].runs.at(-1).score}\n`);
      }
    }
  } finally {
    await chrome?.kill();
    floorServer?.close();
    shopServer.kill('SIGTERM');
    compareServer?.kill('SIGTERM');
  }
  const keys = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'jsKb', 'scripts', 'requests', 'htmlKb'];
  const rows = Object.entries(results).map(([name, { url, runs: r }]) => ({
    name,
    url,
    median: Object.fromEntries(keys.map((k) => [k, median(r.map((x) => x[k]))])),
    runs: r,
  }));
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, mobile, simulated throttling, median of ${runs} (${root})\n`,
  );
  console.log('| page | score | FCP | LCP | TBT | CLS | JS (transfer) | scripts | requests | HTML |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const { name, median: m } of rows) {
    console.log(
      `| ${name} | ${m.score} | ${s(m.fcp)} | ${s(m.lcp)} | ${m.tbt.toFixed(0)} ms | ${m.cls.toFixed(3)} | ${m.jsKb.toFixed(0)} kB | ${m.scripts} | ${m.requests} | ${m.htmlKb.toFixed(1)} kB |`,
    );
  }
  mkdirSync(dirname(jsonFile), { recursive: true });
  writeFileSync(jsonFile, JSON.stringify({ date: new Date().toISOString(), build: root, compare: compareRoot, runs, pages: rows }, null, 2));
  console.log(`\n→ ${jsonFile}`);
}

await main();
