import type { IdSource } from './random-ids';

/** A Magento-looking customer access token: 32 lower-case hex characters (128 bits). */
export const accessTokenSecret = (source: IdSource): string => source.hex(32);
/** A refresh token: 48 letters and digits (about 285 bits). */
export const refreshTokenSecret = (source: IdSource): string => source.alnum(48);
/** A password-reset token: 32 hex characters, as Magento's `rp_token`. */
export const resetTokenSecret = (source: IdSource): string => source.hex(32);
/** A session family id (never sent to a client). */
export const familySecret = (source: IdSource): string => source.alnum(24);

/** Compares two secrets in time that depends only on the longer length, not on where they first differ. */
export function sameSecret(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || expected === undefined) return false;
  const length = Math.max(given.length, expected.length);
  let difference = given.length ^ expected.length;
  for (let i = 0; i < length; i++) difference |= (given.charCodeAt(i) | 0) ^ (expected.charCodeAt(i) | 0);
  return difference === 0;
}
