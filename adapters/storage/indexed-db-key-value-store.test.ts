import { describe, expect, it } from 'vitest';
import { keyValueStoreContract } from '../../application/ports/contracts/test-key-value-store.contract';
import { IndexedDbKeyValueStore } from './indexed-db-key-value-store';

// Node has no IndexedDB and `fake-indexeddb` is not installed, so this suite runs only where `indexedDB` exists
// (a real browser, or after `import 'fake-indexeddb/auto'`). Until then it is reported as skipped, not passed.
const available = typeof indexedDB !== 'undefined' && typeof IDBKeyRange !== 'undefined';
const skipReason = 'IndexedDB is not available in this runtime (no browser, no fake-indexeddb)';

let databases = 0;
const makeStore = () =>
  new IndexedDbKeyValueStore({ factory: indexedDB, keyRange: IDBKeyRange, databaseName: `kv-test-${++databases}` });

if (available) {
  keyValueStoreContract('IndexedDbKeyValueStore', makeStore, { numRuns: 25 });
} else {
  describe.skip(`IndexedDbKeyValueStore contract — skipped: ${skipReason}`, () => {
    it('runs the KeyValueStorePort contract', () => undefined);
  });
}

describe.skipIf(!available)('IndexedDbKeyValueStore', () => {
  it('keeps data across reconnect() with a fresh connection', async () => {
    const store = makeStore();
    await store.namespace('cart').set('a', { qty: 1 });
    await store.reconnect();
    expect(await store.namespace('cart').get('a')).toEqual({ qty: 1 });
  });
});
