import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ContainerModule } from 'inversify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PersistentCache } from '../../application/cache/persistent-cache';
import { TwoStageCache } from '../../application/cache/two-stage-cache';
import { defaultRuntimeConfig } from '../../application/config/runtime-config';
import { storeViews } from '../../domain/store-view/store-views';
import { KeyValueStorePort } from '../../application/ports/key-value-store-port';
import { browserStorage, memoryInfrastructure } from './infrastructure-modules';
import { nodeStorage } from './node-storage-module';
import { settingsOfUseCases, infrastructurePorts, memoryAdapters, serviceAdapters, servicePorts } from './modules';
import { shopUseCaseClasses } from '../../application/use-cases/shop-use-cases';
import { RoomMakingKeyValueStore } from '../storage/room-making-key-value-store';
import { IndexedDbKeyValueStore } from '../storage/indexed-db-key-value-store';
import { TestWebStorage } from '../../testing/web-storage';
import { newContainer } from './new-container';

const dir = mkdtempSync(join(tmpdir(), 'container-'));
// The browser set reads its globals when a port is first resolved: IndexedDB comes from fake-indexeddb (imported
// above), the window (connectivity events, the data layer) and localStorage are stubbed for this file.
beforeAll(() => {
  vi.stubGlobal('window', Object.assign(new EventTarget(), { navigator: { onLine: true }, dataLayer: [] as unknown[] }));
  vi.stubGlobal('localStorage', new TestWebStorage());
});
afterAll(() => {
  vi.unstubAllGlobals();
  rmSync(dir, { recursive: true, force: true });
});

const apiConfig = { origin: 'http://127.0.0.1', services: defaultRuntimeConfig.services, fetch: (...args: Parameters<typeof fetch>) => fetch(...args) };

const sets: [string, () => ContainerModule[]][] = [
  ['HTTP adapters over Node storage', () => [...serviceAdapters(apiConfig), nodeStorage(dir)]],
  ['HTTP adapters over memory infrastructure', () => [...serviceAdapters(apiConfig), memoryInfrastructure()]],
  ['memory adapters', () => [...memoryAdapters(), memoryInfrastructure()]],
  [
    'HTTP adapters over browser storage',
    () => [...serviceAdapters(apiConfig), browserStorage({ tagManagerId: 'GTM-TEST', logLevel: 'error', databaseName: 'container-test' })],
  ],
];

describe('composition: every adapter set binds the same tokens and every use case resolves', () => {
  it.each(sets)('%s', (_name, modules) => {
    const container = newContainer();
    container.load(...modules(), ...settingsOfUseCases(defaultRuntimeConfig, storeViews.de));
    const unbound = [...servicePorts, ...infrastructurePorts].filter((token) => !container.isBound(token)).map(String);
    expect(unbound).toEqual([]);
    expect(container.get(PersistentCache)).toBeInstanceOf(PersistentCache);
    expect(container.get(TwoStageCache)).toBeInstanceOf(TwoStageCache);
    for (const [name, useCase] of Object.entries(shopUseCaseClasses)) {
      expect(container.get<object>(useCase), name).toBeInstanceOf(useCase);
    }
  });

  it('the browser set keeps its data in IndexedDB when the browser has it', async () => {
    const container = newContainer();
    container.load(...sets[3]![1](), ...settingsOfUseCases(defaultRuntimeConfig, storeViews.nl));
    const store = container.get<KeyValueStorePort>(KeyValueStorePort);
    // Wrapped so that the shopper's data comes before caches in a full quota.
    expect(store).toBeInstanceOf(RoomMakingKeyValueStore);
    expect((store as RoomMakingKeyValueStore).inner).toBeInstanceOf(IndexedDbKeyValueStore);
    await store.namespace('probe').set('k', { v: 1 });
    expect(await store.namespace('probe').get('k')).toEqual({ v: 1 });
  });
});
