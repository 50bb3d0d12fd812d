import type { FixtureSet } from '../../fixtures/types';
import { createRandom } from '../faults/random';
import { hashPassword } from './passwords';
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
  /** Resolves once plain passwords of a state saved by an older mock are hashed (check passwords after this). */
  settled(): Promise<void>;
}

export function createStateStore(fixtures: FixtureSet, seed: number, persistence?: StatePersistence): MockStateStore {
  const key = fixtureKey(fixtures);
  const fits = (value: unknown): value is MockState =>
    value !== null && typeof value === 'object' && (value as MockState).version === STATE_VERSION && (value as MockState).fixtureKey === key;
  const stored = persistence?.load();
  let state: MockState = fits(stored) ? stored : seedState(fixtures, seed);
  const save = () => persistence?.save(state);
  let migration = Promise.resolve();
  /** Takes plain passwords out of a loaded state at once; hashes the ones that are not the demo password after. */
  const migrate = () => {
    const pending = takeLegacyPasswords(state, fixtures);
    if (pending.length === 0) return;
    save();
    const target = state;
    migration = Promise.all(pending.map(async ({ id, password }) => ({ id, hash: await hashPassword(password) }))).then((hashes) => {
      if (state !== target) return;
      for (const { id, hash } of hashes) {
        const record = state.customers[id];
        if (record !== undefined && record.passwordHash === undefined) record.passwordHash = hash;
      }
      save();
    });
  };
  migrate();
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
      migrate();
      return true;
    },
    settled: () => migration,
  };
}

/**
 * States saved before passwords were hashed carry `password` in plain text. It leaves the state here: a seeded
 * customer's demo password is simply dropped (the fixtures still know it), any other is returned to be hashed.
 */
function takeLegacyPasswords(state: MockState, fixtures: FixtureSet): { id: string; password: string }[] {
  const pending: { id: string; password: string }[] = [];
  for (const [id, record] of Object.entries(state.customers ?? {})) {
    const legacy = record as { password?: unknown } & typeof record;
    if (!('password' in legacy)) continue;
    const password = legacy.password;
    delete legacy.password;
    if (typeof password !== 'string' || record.passwordHash !== undefined) continue;
    const demo = fixtures.customers.find((f) => f.customer.id === record.customer?.id)?.password;
    if (password !== demo) pending.push({ id, password });
  }
  return pending;
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
