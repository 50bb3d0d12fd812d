import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PersistentCache } from '../../application/cache/persistent-cache';
import { TwoStageCache } from '../../application/cache/two-stage-cache';
import { AnalyticsPort } from '../../application/ports/analytics-port';
import { ClockPort } from '../../application/ports/clock-port';
import { ConnectivityPort } from '../../application/ports/connectivity-port';
import { KeyValueStorePort } from '../../application/ports/key-value-store-port';
import { LoggerPort } from '../../application/ports/logger-port';
import { memoryInfrastructure } from './infrastructure-modules';
import { nodeStorage } from './node-storage-module';
import { FakeClock } from '../memory/fake-clock';
import { FileKeyValueStore } from '../storage/file-key-value-store';
import { newContainer } from './new-container';

const ports = [KeyValueStorePort, ClockPort, ConnectivityPort, LoggerPort, AnalyticsPort];
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('infrastructure modules', () => {
  it('memoryInfrastructure binds every port, with the fake clock reachable for tests', async () => {
    const container = newContainer();
    await container.load(memoryInfrastructure());
    for (const port of ports) expect(container.get(port)).toBeDefined();
    expect(container.get(ClockPort)).toBe(container.get(FakeClock));
    expect(container.get(TwoStageCache)).toBeInstanceOf(TwoStageCache);
    const urls = container.get(PersistentCache).collection('urls');
    await urls.set('/en/women', 12);
    expect(await urls.get('/en/women')).toBe(12);
  });

  it('nodeStorage binds every port, with files in the given directory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kv-modules-'));
    dirs.push(dir);
    const container = newContainer();
    await container.load(nodeStorage(dir, { logLevel: 'error' }));
    for (const port of ports) expect(container.get(port)).toBeDefined();
    expect(container.get(KeyValueStorePort)).toBeInstanceOf(FileKeyValueStore);
    expect(container.get<ConnectivityPort>(ConnectivityPort).isOnline()).toBe(true);
  });
});

describe('browserStorage', () => {
  it('binds every port from browser globals, falling back to localStorage without IndexedDB', async () => {
    const { vi } = await import('vitest');
    const { browserStorage } = await import('./infrastructure-modules');
    const { TestWebStorage } = await import('../../testing/web-storage');
    const { LocalStorageKeyValueStore } = await import('../storage/local-storage-key-value-store');
    const { RoomMakingKeyValueStore } = await import('../storage/room-making-key-value-store');
    const window = Object.assign(new EventTarget(), { navigator: { onLine: true }, dataLayer: [] as unknown[] });
    vi.stubGlobal('window', window);
    vi.stubGlobal('localStorage', new TestWebStorage());
    // Test files share one module world (vitest isolate: false): another file may have installed fake-indexeddb.
    vi.stubGlobal('indexedDB', undefined);
    try {
      const container = newContainer();
      await container.load(browserStorage({ tagManagerId: 'GTM-TEST', logLevel: 'error' }));
      for (const port of ports) expect(container.get(port)).toBeDefined();
      // Behind the wrapper that clears caches to keep the shopper's data in a full quota.
      const store = container.get(KeyValueStorePort);
      expect(store).toBeInstanceOf(RoomMakingKeyValueStore);
      expect((store as InstanceType<typeof RoomMakingKeyValueStore>).inner).toBeInstanceOf(LocalStorageKeyValueStore);
      container.get<AnalyticsPort>(AnalyticsPort).track('emptyCart');
      expect(window.dataLayer).toEqual([{ event: 'emptyCart' }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
