import type { FixtureSet } from '../../fixtures/types';
import { createRandom } from '../faults/random';
import { fixtureKey, seedState } from './seed';
import { STATE_VERSION, type MockState } from './types';

/** Where the state survives a restart: localStorage in the browser, a data folder for the standalone server. */
export interface StatePersistence {
  load(): unknown;
  save(state: MockState): void;
  clear(): void;
}

/**
 * The mock's one mutable thing. Read with `get()`, change only inside `update()` (which persists afterwards),
 * `reset()` restores the seed state.
 */
export interface MockStateStore {
  get(): MockState;
  update<T>(change: (state: MockState) => T): T;
  reset(): void;
  /** Replaces the whole state (after validation of version and fixture set); false when it does not fit. */
  replace(state: unknown): boolean;
}

export function createStateStore(fixtures: FixtureSet, seed: number, persistence?: StatePersistence): MockStateStore {
  const key = fixtureKey(fixtures);
  const fits = (value: unknown): value is MockState =>
    value !== null &&
    typeof value === 'object' &&
    (value as MockState).version === STATE_VERSION &&
    (value as MockState).fixtureKey === key;
  const stored = persistence?.load();
  let state: MockState = fits(stored) ? stored : seedState(fixtures, seed);
  const save = () => persistence?.save(state);
  return {
    get: () => state,
    update(change) {
      const result = change(state);
      save();
      return result;
    },
    reset() {
      state = seedState(fixtures, seed);
      persistence?.clear();
      save();
    },
    replace(value) {
      if (!fits(value)) return false;
      state = value;
      save();
      return true;
    },
  };
}

/** Random hex characters from the state's seeded sequence (tokens, masked cart ids): same seed, same ids. */
export function randomHex(state: MockState, length: number): string {
  const random = createRandom(state.rng);
  let out = '';
  while (out.length < length) out += Math.floor(random.next() * 16).toString(16);
  state.rng = random.state();
  return out;
}

/** Random alphanumerics (masked quote ids look like Magento's 32-character masks). */
export function randomAlnum(state: MockState, length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const random = createRandom(state.rng);
  let out = '';
  while (out.length < length) out += alphabet[Math.floor(random.next() * alphabet.length)];
  state.rng = random.state();
  return out;
}
