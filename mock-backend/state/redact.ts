import type { MockState } from './types';

/** What a secret reads as in a state dump. */
export const REDACTED = '[redacted]';

const SECRET_MAIL_FIELDS = ['resetToken', 'token'];

/**
 * The state as `GET /__mock/state` shows it: everything tests and support look at (carts, customers, orders, stock,
 * mails, payments), without a secret — no password hashes, no access, refresh or reset tokens, and not the state of
 * the seeded random sequence the tokens are drawn from (it would predict the next ones).
 */
export function redactState(state: MockState): Record<string, unknown> {
  const copy = structuredClone(state) as unknown as Record<string, unknown> & MockState;
  for (const record of Object.values(copy.customers)) {
    if (record.passwordHash !== undefined) record.passwordHash = REDACTED;
  }
  for (const email of Object.keys(copy.resetTokens)) copy.resetTokens[email] = REDACTED;
  for (const mail of copy.mails) {
    for (const field of SECRET_MAIL_FIELDS) if (typeof mail[field] === 'string') mail[field] = REDACTED;
  }
  return { ...copy, rng: REDACTED, tokens: REDACTED, refreshTokens: REDACTED, ...(copy.sessionJar === undefined ? {} : { sessionJar: REDACTED }) };
}

/**
 * Makes a dump fit to be put back (`PUT /__mock/state`): each redacted secret takes the value the mock holds now
 * (the same customer's password hash, the same address's reset token, the live sessions and random sequence), so
 * a dump taken, changed and put back keeps working. A full state (no redactions) passes unchanged.
 */
export function restoreSecrets(incoming: unknown, current: MockState): unknown {
  if (incoming === null || typeof incoming !== 'object' || Array.isArray(incoming)) return incoming;
  const next = { ...(incoming as Record<string, unknown>) };
  if (next.rng === REDACTED) next.rng = current.rng;
  if (next.tokens === REDACTED) next.tokens = current.tokens;
  if (next.refreshTokens === REDACTED) next.refreshTokens = current.refreshTokens;
  if (next.sessionJar === REDACTED) next.sessionJar = current.sessionJar;
  if (isRecord(next.resetTokens)) {
    const tokens: Record<string, unknown> = {};
    for (const [email, token] of Object.entries(next.resetTokens)) {
      const kept = token === REDACTED ? current.resetTokens[email] : token;
      if (kept !== undefined) tokens[email] = kept;
    }
    next.resetTokens = tokens;
  }
  if (isRecord(next.customers)) {
    const customers: Record<string, unknown> = {};
    for (const [id, record] of Object.entries(next.customers)) {
      if (isRecord(record) && record.passwordHash === REDACTED) {
        const { passwordHash: _redacted, ...rest } = record;
        const hash = current.customers[id]?.passwordHash;
        customers[id] = hash === undefined ? rest : { ...rest, passwordHash: hash };
      } else {
        customers[id] = record;
      }
    }
    next.customers = customers;
  }
  return next;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
