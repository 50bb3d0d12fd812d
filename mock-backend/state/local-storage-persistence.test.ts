import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockContext } from '../context';
import { fixturesFor } from '../node';
import { localStoragePersistence } from './local-storage-persistence';
import { STATE_VERSION, type MockState } from './types';

/** A Web Storage in memory; `quotaBytes` makes setItem throw the browser's QuotaExceededError beyond that size. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(private readonly quotaBytes = Infinity) {}
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    const others = [...this.items].filter(([k]) => k !== key).reduce((n, [k, v]) => n + k.length + v.length, 0);
    if (others + key.length + value.length > this.quotaBytes) {
      throw new DOMException(`Setting the value of '${key}' exceeded the quota.`, 'QuotaExceededError');
    }
    this.items.set(key, String(value));
  }
}

const fixtures = fixturesFor(7, 40);
afterEach(() => vi.restoreAllMocks());

describe('localStoragePersistence', () => {
  it('loads nothing from an empty storage', () => {
    expect(localStoragePersistence(new MemoryStorage()).load()).toBeUndefined();
  });

  it('saves the state as JSON under the default key and loads it back', () => {
    const storage = new MemoryStorage();
    const persistence = localStoragePersistence(storage);
    const state = { version: STATE_VERSION, fixtureKey: 'k', carts: {} } as unknown as MockState;
    persistence.save(state);
    expect(storage.getItem('mock-backend:state')).toBe(JSON.stringify(state));
    expect(localStoragePersistence(storage).load()).toEqual(state);
  });

  it("uses its own key and leaves the app's other keys alone on clear", () => {
    const storage = new MemoryStorage();
    storage.setItem('shop:cart-token', 'abc');
    const persistence = localStoragePersistence(storage, 'mock:other');
    persistence.save({ version: STATE_VERSION } as unknown as MockState);
    expect(storage.getItem('mock:other')).not.toBeNull();
    expect(storage.getItem('mock-backend:state')).toBeNull();
    persistence.clear();
    expect(storage.getItem('mock:other')).toBeNull();
    expect(storage.getItem('shop:cart-token')).toBe('abc');
  });

  it('drops an unparsable saved value and starts from nothing', () => {
    const storage = new MemoryStorage();
    storage.setItem('mock-backend:state', '{"version":');
    expect(localStoragePersistence(storage).load()).toBeUndefined();
    expect(storage.getItem('mock-backend:state')).toBeNull();
  });

  it('survives a full storage: warns, keeps the last saved state, and the mock keeps answering from memory', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const probe = new MemoryStorage();
    localStoragePersistence(probe).save(createMockContext({ fixtures }).state.get());
    const seedSize = (probe.getItem('mock-backend:state') ?? '').length + 'mock-backend:state'.length;

    const storage = new MemoryStorage(seedSize + 200);
    const ctx = createMockContext({ fixtures, persistence: localStoragePersistence(storage) });
    ctx.state.update((s) => void (s.stockSold['SMALL'] = 1));
    expect(warn).not.toHaveBeenCalled();
    const saved = storage.getItem('mock-backend:state');
    expect(JSON.parse(saved ?? '{}').stockSold.SMALL).toBe(1);

    ctx.state.update((s) => void s.mails.push({ type: 'big', text: 'x'.repeat(5000) }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('mock-backend: state not saved to localStorage');
    expect((warn.mock.calls[0]?.[1] as DOMException).name).toBe('QuotaExceededError');
    expect(storage.getItem('mock-backend:state')).toBe(saved);
    expect(ctx.state.get().mails.at(-1)).toMatchObject({ type: 'big' });

    const reloaded = createMockContext({ fixtures, persistence: localStoragePersistence(storage) });
    expect(reloaded.state.get().stockSold['SMALL']).toBe(1);
    expect(reloaded.state.get().mails.some((m) => (m as { type?: string }).type === 'big')).toBe(false);
  });

  it('lets a reloaded mock pick up the state of the previous page (the reload case)', () => {
    const storage = new MemoryStorage();
    const first = createMockContext({ fixtures, persistence: localStoragePersistence(storage) });
    first.state.update((s) => void (s.stockSold['R'] = 2));
    expect(createMockContext({ fixtures, persistence: localStoragePersistence(storage) }).state.get().stockSold['R']).toBe(2);
    first.state.reset();
    expect(createMockContext({ fixtures, persistence: localStoragePersistence(storage) }).state.get().stockSold['R']).toBeUndefined();
  });
});
