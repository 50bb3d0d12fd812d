export const IdGeneratorPort = Symbol.for('IdGeneratorPort');

/**
 * Randomness for the application: the random part of session ids and search-provider keys (cart spec §9 "session
 * id: timestamp plus a random id"). A counting generator in tests makes the ids predictable.
 */
export interface IdGeneratorPort {
  /** A fresh, non-empty alphanumeric id ([A-Za-z0-9]+), unique for practical purposes. */
  randomId(): string;
}
