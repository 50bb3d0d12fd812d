import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares in constant time, so the answer's timing says nothing about how much of the token was right. */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Whether a request carries `Authorization: Bearer <token>` for a configured, non-empty token. */
export const hasBearer = (authorization: string | undefined, token: string | undefined): boolean =>
  token !== undefined && token !== '' && sameSecret(authorization ?? '', `Bearer ${token}`);
