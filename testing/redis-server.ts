import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, Socket } from 'node:net';

/** A free port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The redis-server binary: REDIS_SERVER (scripts/find-redis.mjs sets it in `npm test`), else Debian's. */
export function redisServerPath(): string {
  const path = process.env['REDIS_SERVER'] ?? '/usr/bin/redis-server';
  if (!existsSync(path))
    throw new Error(`No redis-server at ${path}: run \`node scripts/find-redis.mjs\` (it installs Debian's redis-server) or set REDIS_SERVER.`);
  return path;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(200);
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

export interface RunningRedis {
  readonly port: number;
  readonly url: string;
  /** Stops the server (SIGTERM by its pid) and waits for its exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

/** A throwaway redis-server on a free 127.0.0.1 port, no persistence; stopped by the test that started it. */
export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const spawned = spawn(redisServerPath(), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], {
      stdio: 'ignore',
    });
    child = spawned;
    for (let attempt = 0; !(await answers(port)); attempt++) {
      if (spawned.exitCode !== null) throw new Error(`redis-server exited (${String(spawned.exitCode)}) on port ${String(port)}`);
      if (attempt > 100) throw new Error('redis-server did not answer within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = child;
      if (running === undefined || running.exitCode !== null || running.signalCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  await start();
  return { port, url: `redis://127.0.0.1:${String(port)}/0`, stop, start };
}
