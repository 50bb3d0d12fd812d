import { MemoryKeyValueStore } from '../adapters/memory/memory-key-value-store';
import { type JsonValue, type KeyValueNamespace, type KeyValueStorePort, QuotaExceededError } from '../application/ports/key-value-store-port';

export type StoreOperation = 'get' | 'set' | 'remove' | 'keys' | 'clear';

/**
 * A memory key-value store whose behaviour a test scripts: `before` runs ahead of every operation and may throw
 * (a failing store), await a fake clock (a slow or hanging one) or advance it (a synchronous cost); `quotaChars`
 * makes writes beyond that many characters of JSON per namespace throw QuotaExceededError.
 */
export class ScriptedStore implements KeyValueStorePort {
  readonly memory = new MemoryKeyValueStore();
  reconnects = 0;
  quotaChars = Number.POSITIVE_INFINITY;
  before: (operation: StoreOperation, namespace: string) => void | Promise<void> = () => undefined;

  namespace(name: string): KeyValueNamespace {
    const inner = this.memory.namespace(name);
    const step = async (operation: StoreOperation) => this.before(operation, name);
    return {
      name,
      get: async (key) => (await step('get'), inner.get(key)),
      set: async (key, value) => {
        await step('set');
        if ((await this.used(inner, key)) + JSON.stringify(value).length > this.quotaChars) {
          throw new QuotaExceededError(name, new Error('scripted quota'));
        }
        return inner.set(key, value);
      },
      remove: async (key) => (await step('remove'), inner.remove(key)),
      keys: async () => (await step('keys'), inner.keys()),
      clear: async () => (await step('clear'), inner.clear()),
    };
  }

  async reconnect(): Promise<void> {
    this.reconnects++;
  }

  /** What the namespace holds, read behind the script's back. */
  async contents(name: string): Promise<Record<string, JsonValue>> {
    const ns = this.memory.namespace(name);
    const out: Record<string, JsonValue> = {};
    for (const key of await ns.keys()) out[key] = (await ns.get(key))!;
    return out;
  }

  private async used(ns: KeyValueNamespace, except: string): Promise<number> {
    let total = 0;
    for (const key of await ns.keys()) if (key !== except) total += JSON.stringify(await ns.get(key)).length;
    return total;
  }
}
