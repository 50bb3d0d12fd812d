/** Session id: the timestamp plus a random id, the randomness passed in (cart spec §9). */
export function sessionId(nowMs: number, randomId: string): string {
  if (!Number.isSafeInteger(nowMs) || nowMs < 0) throw new RangeError(`A session id needs an epoch-ms timestamp, got ${nowMs}`);
  if (!/^[A-Za-z0-9]+$/.test(randomId)) throw new RangeError('A session id needs a non-empty alphanumeric random id');
  return `${nowMs}-${randomId}`;
}

/** The timestamp a session id was made at, or undefined for text that is not a session id. */
export function sessionIdTimestamp(id: string): number | undefined {
  const match = /^(\d+)-[A-Za-z0-9]+$/.exec(id);
  return match === null ? undefined : Number(match[1]);
}
