import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { cachedLetGoRecord, LET_GO_MS, LetGo, type LetGoRecord } from './let-go';

/** A record in memory: what a restarted worker reads is what the one before it wrote. */
function memoryRecord(initial?: number): LetGoRecord & { kept: number | undefined } {
  const record = {
    kept: initial,
    read: () => Promise.resolve(record.kept),
    write: (at: number) => {
      record.kept = at;
      return Promise.resolve();
    },
  };
  return record;
}

describe('LetGo', () => {
  it('serves as usual until the shopper accepts; then aborts what is in flight and takes nothing new', async () => {
    let now = 1_000;
    const letGo = new LetGo(memoryRecord(), () => now);
    const inFlight = await letGo.signal();
    expect(letGo.lettingGo).toBe(false);
    expect(inFlight.aborted).toBe(false);
    await letGo.accept();
    expect(inFlight.aborted).toBe(true);
    expect(letGo.lettingGo).toBe(true);
    expect((await letGo.signal()).aborted).toBe(true);
    now += LET_GO_MS - 1;
    expect(letGo.lettingGo).toBe(true);
  });

  it('remembers it across a restart of the worker (the case that held an accepted release back)', async () => {
    const record = memoryRecord();
    let now = 5_000;
    await new LetGo(record, () => now).accept();
    now += 200;
    const restarted = new LetGo(record, () => now);
    // Before the record is read, the worker cannot know: the signal waits for it.
    expect((await restarted.signal()).aborted).toBe(true);
    expect(restarted.lettingGo).toBe(true);
  });

  it('serves again once the time is up, should the new release never take over', async () => {
    let now = 0;
    const letGo = new LetGo(memoryRecord(), () => now);
    await letGo.accept();
    now = LET_GO_MS;
    expect(letGo.lettingGo).toBe(false);
    expect((await letGo.signal()).aborted).toBe(false);
  });

  it('serves as usual when the record cannot be read or written (a full or broken quota)', async () => {
    const broken: LetGoRecord = { read: () => Promise.reject(new Error('QuotaExceededError')), write: () => Promise.reject(new Error('QuotaExceededError')) };
    const letGo = new LetGo(broken, () => 0);
    expect((await letGo.signal()).aborted).toBe(false);
    await expect(letGo.accept()).resolves.toBeUndefined();
    // What it heard itself still counts.
    expect(letGo.lettingGo).toBe(true);
  });

  test.prop([fc.option(fc.integer({ min: 0, max: 10 * LET_GO_MS }), { nil: undefined }), fc.integer({ min: 0, max: 10 * LET_GO_MS })])(
    'lets go exactly while a kept acceptance is younger than LET_GO_MS',
    async (acceptedAt, now) => {
      const letGo = new LetGo(memoryRecord(acceptedAt), () => now);
      await letGo.known;
      const expected = acceptedAt !== undefined && now - acceptedAt < LET_GO_MS;
      expect(letGo.lettingGo).toBe(expected);
      expect((await letGo.signal()).aborted).toBe(expected);
    },
  );
});

describe('cachedLetGoRecord', () => {
  function fakeCaches() {
    const entries = new Map<string, Map<string, string>>();
    const storage = {
      has: (name: string) => Promise.resolve(entries.has(name)),
      open: (name: string) => {
        const cache = entries.get(name) ?? new Map<string, string>();
        entries.set(name, cache);
        return Promise.resolve({
          match: (key: string) => Promise.resolve(cache.has(key) ? new Response(cache.get(key)) : undefined),
          put: async (key: string, response: Response) => {
            cache.set(key, await response.text());
          },
        } as unknown as Cache);
      },
    };
    return { storage, entries };
  }

  it('keeps one entry per release, read back as written', async () => {
    const { storage, entries } = fakeCaches();
    const a = cachedLetGoRecord(storage, 'noord-let-go', 'release-a', 'https://shop.example');
    const b = cachedLetGoRecord(storage, 'noord-let-go', 'release-b', 'https://shop.example');
    expect(await a.read()).toBeUndefined();
    expect(entries.has('noord-let-go')).toBe(false);
    await a.write(1234);
    expect(await a.read()).toBe(1234);
    expect(await b.read()).toBeUndefined();
    expect([...entries.get('noord-let-go')!.keys()]).toEqual(['https://shop.example/__let-go/release-a']);
  });

  it('reads a damaged entry as no acceptance', async () => {
    const { storage, entries } = fakeCaches();
    const record = cachedLetGoRecord(storage, 'noord-let-go', 'r', 'https://shop.example');
    await record.write(1);
    entries.get('noord-let-go')!.set('https://shop.example/__let-go/r', 'not a time');
    expect(await record.read()).toBeUndefined();
  });
});
