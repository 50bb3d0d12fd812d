import { inject, injectable } from 'inversify';
import { sessionId } from '../../domain/session/session-id';
import { ClockPort } from '../ports/clock-port';
import { IdGeneratorPort } from '../ports/id-generator-port';
import { type JsonValue, KeyValueStorePort, type KeyValueNamespace } from '../ports/key-value-store-port';
import { LoggerPort } from '../ports/logger-port';

/** The keys the search provider recognises a visitor by (catalogue spec §7 sessionKey, customerKey). */
export interface SearchProviderKeys {
  readonly sessionKey: string;
  readonly customerKey: string;
}

const version = 1;
const storageKey = 'keys';

const isStored = (value: unknown): value is SearchProviderKeys & { readonly version: number } =>
  typeof value === 'object' &&
  value !== null &&
  (value as { version?: unknown }).version === version &&
  typeof (value as { sessionKey?: unknown }).sessionKey === 'string' &&
  typeof (value as { customerKey?: unknown }).customerKey === 'string';

/**
 * The search provider's sessionKey and customerKey: each a session id (timestamp plus random id, cart spec §9),
 * created on first use and kept in the key-value store so a reload is the same visitor. The customer key is
 * regenerated on logout and on order placement (cart spec §4 "Analytics"), so the next customer on a shared device
 * is not profiled as the previous one. Storage failures are logged and the keys live on in memory.
 */
@injectable()
export class ProviderKeys {
  private keys: SearchProviderKeys | undefined;
  private readonly store: KeyValueNamespace;

  constructor(
    @inject(KeyValueStorePort) storage: KeyValueStorePort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(IdGeneratorPort) private readonly ids: IdGeneratorPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {
    this.store = storage.namespace('search-provider');
  }

  async current(): Promise<SearchProviderKeys> {
    if (this.keys !== undefined) return this.keys;
    const stored = await this.read();
    if (stored !== undefined) return (this.keys = stored);
    return this.save({ sessionKey: this.newKey(), customerKey: this.newKey() });
  }

  /** A new customer key; the session key stays (cart spec §4: on logout and on order). */
  async regenerateCustomerKey(): Promise<SearchProviderKeys> {
    const { sessionKey } = await this.current();
    return this.save({ sessionKey, customerKey: this.newKey() });
  }

  private newKey(): string {
    return sessionId(this.clock.now(), this.ids.randomId());
  }

  private async read(): Promise<SearchProviderKeys | undefined> {
    try {
      const stored = await this.store.get(storageKey);
      return isStored(stored) ? { sessionKey: stored.sessionKey, customerKey: stored.customerKey } : undefined;
    } catch (error) {
      this.logger.warn('search', 'Could not read the search-provider keys; making new ones', error);
      return undefined;
    }
  }

  private async save(keys: SearchProviderKeys): Promise<SearchProviderKeys> {
    this.keys = keys;
    try {
      await this.store.set(storageKey, { version, ...keys } as unknown as JsonValue);
    } catch (error) {
      this.logger.warn('search', 'Could not store the search-provider keys; they last for this page only', error);
    }
    return keys;
  }
}
