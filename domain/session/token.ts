/** A token is expired when its timestamp (epoch seconds) is earlier than the current time in seconds (cart spec §5). */
export function isTokenExpired(expiresAtSeconds: number, nowMs: number): boolean {
  return expiresAtSeconds < Math.floor(nowMs / 1000);
}

/** A queued task waiting for a token refresh in progress retries after this many ms (cart spec §9). */
export const TOKEN_REFRESH_RETRY_MS = 1000;
