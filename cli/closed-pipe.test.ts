import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-pipe-test-'));

/** Runs the binary with a reader that has gone before the first line: every write to stdout meets a closed pipe. */
function storefrontIntoClosedPipe(args: readonly string[]): Promise<{ code: number | null; signal: NodeJS.Signals | null; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['cli/bin.js', ...args], { env: { ...process.env, STOREFRONT_CLI_DATA_DIR: dataDir } });
    child.stdout.destroy();
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, err }));
  });
}

beforeAll(async () => {
  // @ts-expect-error -- a plain .mjs build script without types
  const { buildCli } = (await import('../scripts/build-cli.mjs')) as { buildCli: () => Promise<string> };
  await buildCli();
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('storefront … | head: the reader closes the pipe', { timeout: 120_000 }, () => {
  const commands = [
    ['--help'],
    ['--version'],
    ['config'],
    ['url', '--help'],
    ['url', 'resolve', '/en/'],
    ['product', 'show', 'DRS-10080'],
    ['url', 'map', '--limit', '500'],
    ['category', 'tree'],
  ];
  it.each(commands.map((c) => [c.join(' '), c] as const))('%s exits 0 with nothing on stderr but its own notes', async (_, args) => {
    const result = await storefrontIntoClosedPipe(args);
    expect(result.err).not.toMatch(/EPIPE|Error|\n\s+at /);
    expect({ code: result.code, signal: result.signal }).toEqual({ code: 0, signal: null });
  });
});
