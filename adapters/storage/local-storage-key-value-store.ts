import { inject, injectable } from 'inversify';
import { type JsonValue, type KeyValueNamespace, type KeyValueStorePort, assertNamespaceName } from '../../application/ports/key-value-store-port';
import { PortError } from '../../application/ports/port-error';
import { decodeJson, encodeJson, isRecord } from './json-codec';
import { writeFailure } from './storage-errors';

/**
 * Gives the Web Storage area to use. A function, because merely reading `window.localStorage` throws a
 * SecurityError in browsers that block site data; the adapter turns that into PortError('unavailable').
 */
export type WebStorageSource = () => Storage;

export const WebStorageSource = Symbol.for('WebStorageSource');

/** Storage-format version of the envelope `{ v, value }` around each stored value. */
export const localStorageFormat = 1;

const prefix = 'storefront:';

/**
 * Key-value storage in the browser's localStorage: key `storefront:<namespace>:<key>`, value the JSON of
 * `{ v: 1, value }`. An entry of another format version is dropped when read; text that is not JSON is
 * PortError('invalid-response') naming the key. A full quota is a QuotaExceededError.
 */
@injectable()
export class LocalStorageKeyValueStore implements KeyValueStorePort {
  constructor(@inject(WebStorageSource) private readonly source: WebStorageSource) {}

  namespace(name: string): KeyValueNamespace {
    return new LocalStorageNamespace(assertNamespaceName(name), this.source);
  }

  async reconnect(): Promise<void> {}
}

class LocalStorageNamespace implements KeyValueNamespace {
  private readonly prefix: string;

  constructor(
    readonly name: string,
    private readonly source: WebStorageSource,
  ) {
    this.prefix = `${prefix}${name}:`;
  }

  async get(key: string): Promise<JsonValue | undefined> {
    const storageKey = this.prefix + key;
    const text = this.storage().getItem(storageKey);
    if (text === null) return undefined;
    const envelope = decodeJson(text, `localStorage "${storageKey}"`);
    if (isRecord(envelope) && envelope.v === localStorageFormat && 'value' in envelope) return envelope.value as JsonValue;
    this.storage().removeItem(storageKey);
    return undefined;
  }

  async set(key: string, value: JsonValue): Promise<void> {
    const text = encodeJson({ v: localStorageFormat, value });
    const storage = this.storage();
    try {
      storage.setItem(this.prefix + key, text);
    } catch (cause) {
      throw writeFailure(this.name, `write "${key}"`, cause);
    }
  }

  async remove(key: string): Promise<void> {
    this.storage().removeItem(this.prefix + key);
  }

  async keys(): Promise<readonly string[]> {
    return this.storageKeys().map((k) => k.slice(this.prefix.length));
  }

  async clear(): Promise<void> {
    const storage = this.storage();
    for (const key of this.storageKeys()) storage.removeItem(key);
  }

  private storageKeys(): string[] {
    const storage = this.storage();
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && key.startsWith(this.prefix)) keys.push(key);
    }
    return keys;
  }

  private storage(): Storage {
    try {
      return this.source();
    } catch (cause) {
      throw new PortError('unavailable', 'localStorage is not available', { cause });
    }
  }
}
