import { injectable } from 'inversify';
import type { IdGeneratorPort } from '../../application/ports/id-generator-port';

const length = 16;
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random ids from the Web Crypto API (browsers and Node): 16 characters of 62, about 95 bits. */
@injectable()
export class CryptoIdGenerator implements IdGeneratorPort {
  randomId(): string {
    // 248 is the largest multiple of 62 below 256: dropping bytes at or above it keeps every character equally likely.
    let id = '';
    while (id.length < length) {
      for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(length * 2))) {
        if (byte < 248 && id.length < length) id += alphabet[byte % alphabet.length];
      }
    }
    return id;
  }
}
