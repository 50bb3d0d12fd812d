import { describe, expect, it } from 'vitest';
import { keyValueStoreContract } from '../../testing/contracts/key-value-store.contract';
import { IndexedDbKeyValueStore } from './indexed-db-key-value-store';

// Node has no IndexedDB. The suite uses `fake-indexeddb` when it is installed (it is not a dependency yet) and a
// browser's own IndexedDB when run there; where neither exists it is reported as skipped, not passed.
const fakeIndexedDb = 'fake-indexeddb/auto';
if (typeof indexedDB === 'undefined') await import(/* @vite-ignore */ fakeIndexedDb).catch(() => undefined);

const available = typeof indexedDB !== 'undefined' && typeof IDBKeyRange !== 'undefined';
const skipReason = 'IndexedDB is not available in this runtime (no browser, no fake-indexeddb)';

let databases = 0;
const makeStore = () => new IndexedDbKeyValueStore({ factory: indexedDB, keyRange: IDBKeyRange, databaseName: `kv-test-${++databases}` });

if (available) {
  keyValueStoreContract('IndexedDbKeyValueStore', makeStore, { numRuns: 25 });
} else {
  describe.skip(`IndexedDbKeyValueStore contract — skipped: ${skipReason}`, () => {
    it('runs the KeyValueStorePort contract', () => undefined);
  });
}

/** Writes a raw record, as an older version of the app (or another tab) might have left it. */
function putRaw(databaseName: string, key: [string, string], record: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(databaseName, 1);
    open.onsuccess = () => {
      const tx = open.result.transaction('entries', 'readwrite');
      tx.objectStore('entries').put(record, key);
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
    open.onerror = () => reject(open.error);
  });
}

describe.skipIf(!available)('IndexedDbKeyValueStore', () => {
  it('drops a record of another format version when it is read', async () => {
    const store = makeStore();
    await store.namespace('cart').set('a', 1);
    await store.reconnect();
    await putRaw(`kv-test-${databases}`, ['cart', 'a'], { version: 0, items: [] });
    expect(await store.namespace('cart').get('a')).toBeUndefined();
    expect(await store.namespace('cart').keys()).toEqual([]);
  });

  it('lets another tab upgrade the database (closes its connection), then reports the newer schema as unavailable', async () => {
    const store = makeStore();
    await store.namespace('cart').set('a', 1);
    await new Promise<void>((resolve, reject) => {
      const upgrade = indexedDB.open(`kv-test-${databases}`, 2);
      upgrade.onsuccess = () => {
        upgrade.result.close();
        resolve();
      };
      upgrade.onerror = () => reject(upgrade.error);
    });
    await expect(store.namespace('cart').get('a')).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('keeps data across reconnect() with a fresh connection', async () => {
    const store = makeStore();
    await store.namespace('cart').set('a', { qty: 1 });
    await store.reconnect();
    expect(await store.namespace('cart').get('a')).toEqual({ qty: 1 });
  });
});
