import { inject, injectable } from 'inversify';
import { ClockPort } from '../ports/clock-port';
import { type JsonValue } from '../ports/key-value-store-port';
import { LoggerPort } from '../ports/logger-port';
import { PersistentCache, type PersistentCollection, type PersistentCollectionOptions } from './persistent-cache';

/** The first stage: fast storage in this page (a memory map by default). */
export interface CacheStage {
  get(key: string): JsonValue | undefined | Promise<JsonValue | undefined>;
  set(key: string, value: JsonValue): void | Promise<void>;
  delete(key: string): void | Promise<void>;
  clear(): void | Promise<void>;
}

export const twoStageRules = {
  /** Lookups remembered per stage; the comparison uses the mean of the most recent ones. */
  window: 20,
  /** Lookups each stage must have made before the stages are compared. */
  minSamples: 5,
  /** On a first-stage hit the second stage is also read, for timing only, every this many hits. */
  probeEvery: 10,
  /** Entries the default memory stage keeps, least recently used dropped first. */
  memoryEntries: 500,
} as const;

export interface TwoStageOptions extends PersistentCollectionOptions {
  /** Replaces the default memory stage (tests use a slow one). */
  readonly firstStage?: CacheStage;
}

/**
 * A memory first stage in front of a {@link PersistentCache} collection (catalogue spec §4: "two-stage caching is
 * disabled at runtime if the first stage is slower than the second").
 *
 * The rule, measured with ClockPort's monotonic clock: every first-stage lookup (hit or miss) and every
 * second-stage lookup is timed, and the last 20 of each are kept. A first stage that hits never needs the second,
 * so on a hit the second stage is also read in the background, for timing only: on every hit until it has 5
 * samples, then on every 10th hit. Once both stages have at least 5 samples, after each sample, if the mean
 * first-stage time exceeds the mean second-stage time the first stage is turned off for the rest of the session and
 * emptied, and lookups go straight to the second stage. Second-stage lookups are only sampled while the persistent
 * cache serves reads: one that is disabled answers instantly with nothing and must not win the comparison (the
 * memory stage is then the only cache left). The memory stage keeps JSON text (callers cannot mutate cached values)
 * and parses it on every hit, which is what can make it the slower stage for large values. The decision is one-way.
 */
@injectable()
export class TwoStageCache {
  private readonly collections = new Map<string, TwoStageCollection>();

  constructor(
    @inject(PersistentCache) private readonly persistent: PersistentCache,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  collection(name: string, options: TwoStageOptions = {}): TwoStageCollection {
    let collection = this.collections.get(name);
    if (!collection) {
      const first = options.firstStage ?? new MemoryStage(twoStageRules.memoryEntries);
      collection = new TwoStageCollection(first, this.persistent.collection(name, options), this.clock, this.logger);
      this.collections.set(name, collection);
    }
    return collection;
  }

  /** Clears both stages of every collection opened so far (catalogue spec §4: a store view change clears caches). */
  async clearAll(): Promise<void> {
    await Promise.all([...this.collections.values()].map((c) => c.clear()));
  }
}

/** One collection of the two-stage cache; see {@link TwoStageCache} for the switch-off rule. */
export class TwoStageCollection {
  private firstOn = true;
  private hits = 0;
  private readonly firstTimes: number[] = [];
  private readonly secondTimes: number[] = [];

  constructor(
    private readonly first: CacheStage,
    private readonly second: PersistentCollection,
    private readonly clock: ClockPort,
    private readonly logger: LoggerPort,
  ) {}

  get firstStageEnabled(): boolean {
    return this.firstOn;
  }

  async get(key: string): Promise<JsonValue | undefined> {
    if (this.firstOn) {
      const started = this.clock.monotonic();
      const hit = await this.first.get(key);
      this.sample(this.firstTimes, started);
      if (hit !== undefined) {
        this.probe(key);
        return hit;
      }
    }
    const value = await this.fromSecond(key);
    if (value !== undefined && this.firstOn) await this.first.set(key, value);
    return value;
  }

  /** Stores in both stages; answers whether the persistent stage took it. */
  async set(key: string, value: JsonValue): Promise<boolean> {
    if (this.firstOn) await this.first.set(key, value);
    return this.second.set(key, value);
  }

  async remove(key: string): Promise<void> {
    if (this.firstOn) await this.first.delete(key);
    await this.second.remove(key);
  }

  async clear(): Promise<void> {
    if (this.firstOn) await this.first.clear();
    await this.second.clear();
  }

  private async fromSecond(key: string): Promise<JsonValue | undefined> {
    const measurable = this.second.readsEnabled;
    const started = this.clock.monotonic();
    const value = await this.second.get(key);
    if (measurable && this.second.readsEnabled) this.sample(this.secondTimes, started);
    return value;
  }

  private probe(key: string): void {
    this.hits++;
    if (this.secondTimes.length >= twoStageRules.minSamples && this.hits % twoStageRules.probeEvery !== 0) return;
    void this.fromSecond(key);
  }

  private sample(times: number[], started: number): void {
    times.push(this.clock.monotonic() - started);
    if (times.length > twoStageRules.window) times.shift();
    if (!this.firstOn || this.firstTimes.length < twoStageRules.minSamples || this.secondTimes.length < twoStageRules.minSamples) return;
    const firstMean = mean(this.firstTimes);
    const secondMean = mean(this.secondTimes);
    if (firstMean <= secondMean) return;
    this.firstOn = false;
    Promise.resolve(this.first.clear()).catch((error: unknown) => this.logger.warn('cache', 'Could not empty the first stage', error));
    this.logger.info(
      'cache',
      `Two-stage cache ${this.second.name}: first stage (${firstMean.toFixed(1)} ms) slower than second (${secondMean.toFixed(1)} ms); first stage disabled`,
    );
  }
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** The default first stage: JSON text in a map, least recently used entries dropped beyond `capacity`. */
export class MemoryStage implements CacheStage {
  private readonly entries = new Map<string, string>();

  constructor(private readonly capacity: number) {}

  get(key: string): JsonValue | undefined {
    const text = this.entries.get(key);
    if (text === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, text);
    return JSON.parse(text) as JsonValue;
  }

  set(key: string, value: JsonValue): void {
    this.entries.delete(key);
    this.entries.set(key, JSON.stringify(value));
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
