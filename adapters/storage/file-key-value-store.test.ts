import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keyValueStoreContract } from '../../testing/contracts/key-value-store.contract';
import { isPortError } from '../../application/ports/port-error';
import { FileKeyValueStore } from './file-key-value-store';

const directories: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'kv-store-'));
  directories.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(directories.map((dir) => rm(dir, { recursive: true, force: true })));
});

keyValueStoreContract('FileKeyValueStore', async () => new FileKeyValueStore(await tempDir()), { numRuns: 25 });

describe('FileKeyValueStore', () => {
  it('writes one versioned JSON file per namespace and leaves no temporary files', async () => {
    const dir = await tempDir();
    const store = new FileKeyValueStore(dir);
    await Promise.all([store.namespace('cart').set('a', 1), store.namespace('cart').set('b', 2), store.namespace('user').set('t', 'x')]);
    expect((await readdir(dir)).sort()).toEqual(['cart.json', 'user.json']);
    expect(JSON.parse(await readFile(join(dir, 'cart.json'), 'utf8'))).toEqual({ version: 1, entries: { a: 1, b: 2 } });
  });

  it('creates its directory on the first write', async () => {
    const dir = join(await tempDir(), 'nested', 'data');
    await new FileKeyValueStore(dir).namespace('cart').set('a', 1);
    expect(await readdir(dir)).toEqual(['cart.json']);
  });

  it('reports a corrupt file as invalid-response naming the file, and keeps working once it is cleared', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'cart.json'), '{"version":1,"entries":', 'utf8');
    const cart = new FileKeyValueStore(dir).namespace('cart');
    const failure = await cart.get('a').catch((e: unknown) => e);
    expect(isPortError(failure, 'invalid-response')).toBe(true);
    expect((failure as Error).message).toContain(join(dir, 'cart.json'));
    await expect(cart.set('a', 1)).rejects.toMatchObject({ kind: 'invalid-response' });
    await cart.clear();
    await cart.set('a', 1);
    expect(await cart.get('a')).toBe(1);
  });

  it('reports a file without an entries object as invalid-response', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'cart.json'), '{"version":1,"entries":[1]}', 'utf8');
    await expect(new FileKeyValueStore(dir).namespace('cart').keys()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('drops a file of another format version', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'cart.json'), '{"version":0,"items":{"a":1}}', 'utf8');
    const cart = new FileKeyValueStore(dir).namespace('cart');
    expect(await cart.keys()).toEqual([]);
    await cart.set('b', 2);
    expect(JSON.parse(await readFile(join(dir, 'cart.json'), 'utf8'))).toEqual({ version: 1, entries: { b: 2 } });
  });

  it('reports a directory it cannot write to as unavailable', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'blocker'), 'a file, not a directory', 'utf8');
    await expect(new FileKeyValueStore(join(dir, 'blocker')).namespace('cart').set('a', 1)).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
