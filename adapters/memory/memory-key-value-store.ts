import { injectable } from 'inversify';
import { type JsonValue, type KeyValueNamespace, type KeyValueStorePort, assertNamespaceName } from '../../application/ports/key-value-store-port';
import { encodeJson } from '../storage/json-codec';

/**
 * Key-value storage in memory, for tests and for runs that must not touch the disk. Values are kept as JSON
 * text, so what comes back is a copy with exactly the JSON semantics of the persistent adapters.
 */
@injectable()
export class MemoryKeyValueStore implements KeyValueStorePort {
  private readonly namespaces = new Map<string, Map<string, string>>();

  namespace(name: string): KeyValueNamespace {
    assertNamespaceName(name);
    let entries = this.namespaces.get(name);
    if (!entries) {
      entries = new Map();
      this.namespaces.set(name, entries);
    }
    return new MemoryNamespace(name, entries);
  }

  async reconnect(): Promise<void> {}
}

class MemoryNamespace implements KeyValueNamespace {
  constructor(
    readonly name: string,
    private readonly entries: Map<string, string>,
  ) {}

  async get(key: string): Promise<JsonValue | undefined> {
    const text = this.entries.get(key);
    return text === undefined ? undefined : (JSON.parse(text) as JsonValue);
  }

  async set(key: string, value: JsonValue): Promise<void> {
    this.entries.set(key, encodeJson(value));
  }

  async remove(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async keys(): Promise<readonly string[]> {
    return [...this.entries.keys()];
  }

  async clear(): Promise<void> {
    this.entries.clear();
  }
}
