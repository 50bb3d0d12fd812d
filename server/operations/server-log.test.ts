import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerMetrics } from './metrics';
import { createServerLog, logDestination } from './server-log';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A pipe (a FIFO) whose reading end nobody reads until the test says so, like a stalled log collector's. */
function stalledPipe(): { readonly writer: number; readAll(): Promise<string> } {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-log-'));
  const path = join(dir, 'stdout');
  execFileSync('mkfifo', [path]);
  const reader = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
  cleanups.push(() => {
    closeSync(reader);
    rmSync(dir, { recursive: true, force: true });
  });
  const readAll = async (): Promise<string> => {
    const chunks: Buffer[] = [];
    const buffer = Buffer.alloc(1 << 16);
    for (let quiet = 0; quiet < 20;) {
      let read = 0;
      try {
        read = readSync(reader, buffer);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      }
      if (read > 0) {
        chunks.push(Buffer.from(buffer.subarray(0, read)));
        quiet = 0;
      } else {
        quiet += 1;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    return Buffer.concat(chunks).toString('utf8');
  };
  return { writer, readAll };
}

describe('the server log on a stalled output', () => {
  it('keeps taking lines while nobody reads its pipe, drops and counts what does not fit, and writes whole lines once read', async () => {
    const pipe = stalledPipe();
    let dropped = 0;
    const maxBytes = 256 * 1024;
    const metrics = new ServerMetrics();
    const destination = logDestination({
      fd: pipe.writer,
      maxBytes,
      onDrop: () => {
        dropped += 1;
        metrics.logLineDropped();
      },
    });
    cleanups.push(() => destination.destroy());
    const log = createServerLog('info', destination);
    const padding = 'x'.repeat(200);
    const lines = Math.ceil((4 * maxBytes) / 300);
    // With a synchronous destination (before) this loop never ends, nor does the test run: the first write past the
    // pipe's 64 kB waits for a reader, and the server with it.
    for (let n = 0; n < lines; n += 1) log.info({ n, padding }, 'request');
    expect(dropped).toBeGreaterThan(0);
    expect(await metrics.registry.metrics()).toContain(`storefront_log_lines_dropped_total ${dropped}`);
    const written = (await pipe.readAll()).split('\n').filter((line) => line !== '');
    expect(written.length + dropped).toBe(lines);
    const numbers = written.map((line) => (JSON.parse(line) as { n: number }).n);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers[0]).toBe(0);
  });
});
