import { describe, expect, it } from 'vitest';
import { keyValueStoreContract } from '../../testing/contracts/key-value-store.contract';
import { isPortError } from '../../application/ports/port-error';
import { LocalStorageKeyValueStore } from './local-storage-key-value-store';
import { TestWebStorage } from '../../testing/web-storage';

keyValueStoreContract(
  'LocalStorageKeyValueStore',
  () => {
    const storage = new TestWebStorage();
    return new LocalStorageKeyValueStore(() => storage);
  },
  {
    withQuota: (chars) => {
      const storage = new TestWebStorage(chars);
      return new LocalStorageKeyValueStore(() => storage);
    },
  },
);

describe('LocalStorageKeyValueStore', () => {
  it('stores a versioned envelope under storefront:<namespace>:<key> and leaves foreign keys alone', async () => {
    const storage = new TestWebStorage();
    storage.setItem('other-app', 'x');
    const store = new LocalStorageKeyValueStore(() => storage);
    await store.namespace('cart').set('cart-token', 'abc');
    expect(storage.getItem('storefront:cart:cart-token')).toBe('{"v":1,"value":"abc"}');
    await store.namespace('cart').clear();
    expect(storage.getItem('other-app')).toBe('x');
  });

  it('drops an entry of another format version when it is read', async () => {
    const storage = new TestWebStorage();
    storage.setItem('storefront:user:token', '{"v":0,"token":"old"}');
    const user = new LocalStorageKeyValueStore(() => storage).namespace('user');
    expect(await user.get('token')).toBeUndefined();
    expect(storage.getItem('storefront:user:token')).toBeNull();
  });

  it('reports text that is not JSON as invalid-response naming the key', async () => {
    const storage = new TestWebStorage();
    storage.setItem('storefront:user:token', '{oops');
    const failure = await new LocalStorageKeyValueStore(() => storage)
      .namespace('user')
      .get('token')
      .catch((e: unknown) => e);
    expect(isPortError(failure, 'invalid-response')).toBe(true);
    expect((failure as Error).message).toContain('storefront:user:token');
  });

  it('reports blocked site data (localStorage getter throws) as unavailable', async () => {
    const store = new LocalStorageKeyValueStore(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const failure = await store
      .namespace('cart')
      .get('x')
      .catch((e: unknown) => e);
    expect(isPortError(failure, 'unavailable')).toBe(true);
  });
});
