import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from './redis-server';

/**
 * The built production server (`dist/server/serve.js`) as its own process with the mock mounted, for suites that
 * must see what the bundler made of the code (a call whose result is unused can be dropped there, not in source).
 */
export async function startServedShop(
  bundle: string,
  env: Readonly<Record<string, string>> = {},
): Promise<{ url: string; child: ChildProcess; output(): string; close(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [bundle], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STOREFRONT_BACKEND: 'mock', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${String(port)}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`The served shop exited (${String(child.exitCode)}): ${output}`);
    try {
      if ((await fetch(`${url}/`)).status === 200) break;
    } catch {
      // not listening yet
    }
    // A busy machine (two servers loading the mock's catalogue at once) may take a while.
    if (attempt > 600) {
      child.kill('SIGKILL');
      throw new Error(`The served shop did not start within two minutes: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    output: () => output,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
