import type { MockContext } from '../../context';
import { accessTokenSecret, familySecret, refreshTokenSecret } from '../../state/session-secrets';
import type { MockState } from '../../state/types';

/**
 * Two tabs of one browser may exchange the same refresh token at the same moment; within this window the second
 * exchange gets the first one's successor instead of counting as a stolen token.
 */
export const REUSE_GRACE_MS = 10_000;

export interface IssuedTokens {
  readonly token: string;
  readonly refreshToken: string;
}

/** A new access token and refresh token in a family (a new family is a new login). */
export function issueSession(ctx: MockContext, state: MockState, customerId: number, family = familySecret(ctx.ids)): IssuedTokens {
  const now = ctx.clock().getTime();
  const token = accessTokenSecret(ctx.ids);
  const refreshToken = refreshTokenSecret(ctx.ids);
  state.tokens[token] = { customerId, family, expiresAt: now + ctx.config.tokenTtlSeconds * 1000 };
  state.refreshTokens[refreshToken] = { customerId, family, expiresAt: now + ctx.config.refreshTokenTtlSeconds * 1000 };
  dropExpired(state, now);
  return { token, refreshToken };
}

export type Rotation = { ok: true; customerId: number; issued: IssuedTokens } | { ok: false; reused: boolean };

/**
 * Exchanges a refresh token (rotation): the old one is spent, the family goes on with a new pair. A spent token
 * shown again after the grace window means two parties hold it, so the whole family is revoked (reuse detection).
 */
export function rotateSession(ctx: MockContext, state: MockState, refreshToken: string): Rotation {
  const now = ctx.clock().getTime();
  const entry = Object.hasOwn(state.refreshTokens, refreshToken) ? state.refreshTokens[refreshToken] : undefined;
  if (entry === undefined || entry.expiresAt <= now) return { ok: false, reused: false };
  const family = entry.family ?? familySecret(ctx.ids);
  if (entry.rotatedAt !== undefined) {
    const successor = entry.successor === undefined ? undefined : state.refreshTokens[entry.successor];
    if (now - entry.rotatedAt <= REUSE_GRACE_MS && successor !== undefined && successor.rotatedAt === undefined && entry.successor !== undefined) {
      const token = accessTokenSecret(ctx.ids);
      state.tokens[token] = { customerId: entry.customerId, family, expiresAt: now + ctx.config.tokenTtlSeconds * 1000 };
      return { ok: true, customerId: entry.customerId, issued: { token, refreshToken: entry.successor } };
    }
    revokeFamily(state, family);
    return { ok: false, reused: true };
  }
  const issued = issueSession(ctx, state, entry.customerId, family);
  state.refreshTokens[refreshToken] = { ...entry, family, rotatedAt: now, successor: issued.refreshToken };
  return { ok: true, customerId: entry.customerId, issued };
}

/** The family of a live access token or of a refresh token (spent or not), if the mock knows it. */
export function familyOf(state: MockState, token: { access?: string; refresh?: string }): string | undefined {
  const access = token.access === undefined || !Object.hasOwn(state.tokens, token.access) ? undefined : state.tokens[token.access];
  const refresh = token.refresh === undefined || !Object.hasOwn(state.refreshTokens, token.refresh) ? undefined : state.refreshTokens[token.refresh];
  return access?.family ?? refresh?.family;
}

/** Ends one login everywhere: every access and refresh token of the family. */
export function revokeFamily(state: MockState, family: string): void {
  for (const table of [state.tokens, state.refreshTokens]) {
    for (const [key, value] of Object.entries(table)) if (value.family === family) delete table[key];
  }
}

/** Ends every session of a customer but `keep` (the one that changed the password); all of them when absent. */
export function revokeCustomerSessions(state: MockState, customerId: number, keep?: string): void {
  for (const table of [state.tokens, state.refreshTokens]) {
    for (const [key, value] of Object.entries(table)) {
      if (value.customerId === customerId && (keep === undefined || value.family !== keep)) delete table[key];
    }
  }
}

function dropExpired(state: MockState, now: number): void {
  for (const table of [state.tokens, state.refreshTokens]) {
    for (const [key, value] of Object.entries(table)) if (value.expiresAt <= now) delete table[key];
  }
}
