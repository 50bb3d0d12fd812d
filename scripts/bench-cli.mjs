// Part of `npm run bench`: the support CLI's cold start. Median wall time of `node -e 0` (the floor: one Node start)
// and of `node cli/bin.js --help` over the bundle built once by scripts/build-cli.mjs (built first when missing), and
// their ratio. The aim: `--help` within a few times `node -e 0`, as support staff start it for every question.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildCli } from './build-cli.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function timed(args, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const run = spawnSync(process.execPath, args, { stdio: 'ignore' });
    times.push(performance.now() - start);
    if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${run.status}`);
  }
  return median(times);
}

export async function benchCli(runs = 7) {
  if (!existsSync('.cli-build/current/main.js')) await buildCli();
  timed(['cli/bin.js', '--help'], 1);
  const floor = timed(['-e', '0'], runs);
  const help = timed(['cli/bin.js', '--help'], runs);
  console.log(
    `CLI cold start (median of ${runs}): node -e 0 ${floor.toFixed(0)} ms, storefront --help ${help.toFixed(0)} ms (${(help / floor).toFixed(1)}× node -e 0)\n`,
  );
  return { floor, help };
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCli();
