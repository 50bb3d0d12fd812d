import type { FixtureSet } from '../../fixtures/types';
import type { CustomerRecord } from './types';

/**
 * Password hashes for the mock's customers: PBKDF2-HMAC-SHA256 through Web Crypto (`globalThis.crypto.subtle`), which
 * the browser worker and Node ≥ 20 both have, so one scheme serves every run mode and no `node:crypto` reaches the
 * browser bundle. Stored as `pbkdf2-sha256$<iterations>$<salt, base64>$<hash, base64>` with a random 16-byte salt.
 */
const SCHEME = 'pbkdf2-sha256';
/**
 * OWASP's Password Storage Cheat Sheet count for PBKDF2-HMAC-SHA256 (600,000): a dump or a published demo file must not
 * be cheap to crack. Tests may hash at a lower count (`MockConfig.passwordIterations`); stored hashes carry their own.
 */
export const PASSWORD_ITERATIONS = 600_000;
/** A stored count above this is refused rather than derived: one crafted hash must not hold the event loop. */
const MAX_ITERATIONS = 10_000_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS));
}

/** A salted hash of `password`, safe to store and to persist. */
export async function hashPassword(password: string, iterations = PASSWORD_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return `${SCHEME}$${iterations}$${toBase64(salt)}$${toBase64(await derive(password, salt, iterations))}`;
}

/** True when `password` hashes to `stored`; false for a wrong password or a hash this module did not write. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, rounds, salt, hash] = stored.split('$');
  const iterations = Number(rounds);
  if (scheme !== SCHEME || salt === undefined || hash === undefined || !Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS)
    return false;
  let expected: Uint8Array;
  let actual: Uint8Array;
  try {
    expected = fromBase64(hash);
    actual = await derive(password, fromBase64(salt), iterations);
  } catch {
    return false;
  }
  if (expected.length !== actual.length) return false;
  let difference = 0;
  for (let i = 0; i < actual.length; i++) difference |= actual[i]! ^ expected[i]!;
  return difference === 0;
}

export function isPasswordHash(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(`${SCHEME}$`);
}

/**
 * Checks a customer's password. A customer who never set one keeps the demo password of the fixture set (public
 * fixture data, documented in the README); it is read from the fixtures, never copied into the state.
 */
export async function checkPassword(fixtures: FixtureSet, record: CustomerRecord, attempt: unknown): Promise<boolean> {
  if (typeof attempt !== 'string') return false;
  if (record.passwordHash !== undefined) return verifyPassword(attempt, record.passwordHash);
  const demo = fixtures.customers.find((f) => f.customer.id === record.customer.id)?.password;
  // The static demo's fixture files carry the demo password hashed (scripts/vite-mock-data.ts).
  if (isPasswordHash(demo)) return verifyPassword(attempt, demo);
  return demo !== undefined && demo === attempt;
}
