import { createRandom } from '../faults/random';

/**
 * Where the mock's unguessable ids come from: guest cart ids, payment session ids and references, Apple Pay
 * session ids and nonces. Web Crypto by default; a seeded source only where a test needs the same ids every run.
 */
export interface IdSource {
  /** `length` characters of A–Z, a–z, 0–9 (Magento's masked quote ids look like this). */
  alnum(length: number): string;
  /** `length` lower-case hex characters. */
  hex(length: number): string;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';

/**
 * `crypto.getRandomValues` (browser worker and Node ≥ 20 alike). Bytes at or above the largest multiple of the
 * alphabet's size are drawn again, so every character is equally likely.
 */
export const webCryptoIds: IdSource = {
  alnum: (length) => draw(ALNUM, length),
  hex: (length) => draw(HEX, length),
};

function draw(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/**
 * A repeatable source for tests that compare ids across runs. Never the default: one id would give away the
 * sequence and with it every id after it.
 */
export function seededIds(seed: number): IdSource {
  const random = createRandom(seed);
  const pick = (alphabet: string, length: number) => {
    let out = '';
    while (out.length < length) out += alphabet[Math.floor(random.next() * alphabet.length)];
    return out;
  };
  return { alnum: (length) => pick(ALNUM, length), hex: (length) => pick(HEX, length) };
}
