import { inject, injectable } from 'inversify';
import { type JsonValue, type KeyValueNamespace, type KeyValueStorePort, assertNamespaceName } from '../../application/ports/key-value-store-port';
import { PortError } from '../../application/ports/port-error';
import { decodeJson, encodeJson, isRecord } from './json-codec';
import { writeFailure } from './storage-errors';

/** The IndexedDB factory and key-range constructor to use (the window's, or a test's), and the database name. */
export interface IndexedDbSettings {
  readonly factory: IDBFactory;
  readonly keyRange: Pick<typeof IDBKeyRange, 'bound'>;
  readonly databaseName: string;
}

export const IndexedDbSettings = Symbol.for('IndexedDbSettings');

/** Version of the record format `{ v, json }`; also the database schema version. */
export const indexedDbFormat = 1;

const storeName = 'entries';

/**
 * Key-value storage in IndexedDB with the plain API: one object store whose keys are `[namespace, key]` arrays,
 * so a namespace is a key range (listed and cleared in one request) and new namespaces need no schema upgrade.
 * Records are `{ v: 1, json }`: JSON text rather than structured clones, so values have JSON semantics in every
 * adapter; a record of another version is dropped when read. The connection opens lazily, closes when another tab
 * upgrades the database, and `reconnect()` drops it (catalogue spec §4: recreated when it does not respond).
 */
@injectable()
export class IndexedDbKeyValueStore implements KeyValueStorePort {
  private connection: Promise<IDBDatabase> | undefined;

  constructor(@inject(IndexedDbSettings) private readonly settings: IndexedDbSettings) {}

  namespace(name: string): KeyValueNamespace {
    assertNamespaceName(name);
    return new IndexedDbNamespace(name, this.settings.keyRange.bound([name], [name, []]), (mode, work) => this.transact(mode, work));
  }

  async reconnect(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    if (connection) (await connection.catch(() => undefined))?.close();
  }

  private open(): Promise<IDBDatabase> {
    this.connection ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = this.settings.factory.open(this.settings.databaseName, indexedDbFormat);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(storeName)) request.result.createObjectStore(storeName);
      };
      request.onsuccess = () => {
        const db = request.result;
        db.onversionchange = () => {
          db.close();
          this.connection = undefined;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error(`IndexedDB "${this.settings.databaseName}" is blocked by another tab`));
    }).catch((cause: unknown) => {
      this.connection = undefined;
      throw new PortError('unavailable', `Cannot open IndexedDB "${this.settings.databaseName}"`, { cause });
    });
    return this.connection;
  }

  /** Runs `work` in one transaction and resolves with its result once the transaction has completed. */
  private async transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | undefined): Promise<T> {
    const db = await this.open();
    return new Promise<T>((resolve, reject) => {
      let result: T;
      let tx: IDBTransaction;
      try {
        tx = db.transaction(storeName, mode);
        const request = work(tx.objectStore(storeName));
        if (request) request.onsuccess = () => (result = request.result);
      } catch (cause) {
        reject(cause instanceof Error && cause.name === 'InvalidStateError' ? this.closed(cause) : cause);
        return;
      }
      tx.oncomplete = () => resolve(result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  }

  // A connection closed under us (another tab upgraded, or the browser dropped it) is reopened next time.
  private closed(cause: Error): PortError {
    this.connection = undefined;
    return new PortError('unavailable', `IndexedDB "${this.settings.databaseName}" connection is closed`, { cause });
  }
}

type Transact = <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | undefined) => Promise<T>;

class IndexedDbNamespace implements KeyValueNamespace {
  constructor(
    readonly name: string,
    private readonly range: IDBKeyRange,
    private readonly transact: Transact,
  ) {}

  async get(key: string): Promise<JsonValue | undefined> {
    const record = await this.read('readonly', (store) => store.get([this.name, key]));
    if (record === undefined) return undefined;
    if (isRecord(record) && record.v === indexedDbFormat && typeof record.json === 'string') {
      return decodeJson(record.json, `IndexedDB ${this.name}/${key}`);
    }
    await this.remove(key);
    return undefined;
  }

  async set(key: string, value: JsonValue): Promise<void> {
    const record = { v: indexedDbFormat, json: encodeJson(value) };
    try {
      await this.transact('readwrite', (store) => store.put(record, [this.name, key]));
    } catch (cause) {
      throw writeFailure(this.name, `write "${key}"`, cause);
    }
  }

  async remove(key: string): Promise<void> {
    try {
      await this.transact('readwrite', (store) => store.delete([this.name, key]));
    } catch (cause) {
      throw writeFailure(this.name, `remove "${key}"`, cause);
    }
  }

  async keys(): Promise<readonly string[]> {
    const keys = await this.read('readonly', (store) => store.getAllKeys(this.range));
    return keys.map((k) => String((k as [string, string])[1]));
  }

  async clear(): Promise<void> {
    try {
      await this.transact('readwrite', (store) => store.delete(this.range));
    } catch (cause) {
      throw writeFailure(this.name, 'clear', cause);
    }
  }

  private async read<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    try {
      return await this.transact(mode, work);
    } catch (cause) {
      if (cause instanceof PortError) throw cause;
      throw new PortError('unavailable', `Cannot read namespace "${this.name}" from IndexedDB`, { cause });
    }
  }
}
