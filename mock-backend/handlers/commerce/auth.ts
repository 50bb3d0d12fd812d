import type { MockContext } from '../../context';
import type { CustomerRecord, MockState } from '../../state/types';
import { vsfError } from '../shared/envelope';
import { hmacSha256 } from './hmac-sha256';
import { issueSession } from './sessions';

/** Magento's answer to a missing, unknown or expired customer token. */
export const UNAUTHORIZED = "The consumer isn't authorized to access %resources.";

/** The customer token: `?token=` (what this shop sends) or `Authorization: Bearer` (VSF `users.tokenInHeader`). */
export function tokenOf(request: Request): string | undefined {
  const fromQuery = new URL(request.url).searchParams.get('token');
  if (fromQuery !== null && fromQuery !== '') return fromQuery;
  const header = request.headers.get('authorization');
  const match = header === null ? null : /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1];
}

export type Auth = { ok: true; customerId: number; record: CustomerRecord } | { ok: false; response: Response };

/** Resolves the token of a request to its customer; 401 for a missing, unknown or expired token. */
export function authenticate(ctx: MockContext, request: Request): Auth {
  const token = tokenOf(request);
  if (token === undefined) return { ok: false, response: vsfError(401, UNAUTHORIZED) };
  return authenticateToken(ctx, token);
}

export function authenticateToken(ctx: MockContext, token: string): Auth {
  const state = ctx.state.get();
  const entry = state.tokens[token];
  const record = entry === undefined ? undefined : state.customers[String(entry.customerId)];
  if (entry === undefined || record === undefined || entry.expiresAt <= ctx.clock().getTime()) {
    return { ok: false, response: vsfError(401, UNAUTHORIZED) };
  }
  return { ok: true, customerId: entry.customerId, record };
}

/** Issues an access token (TTL from config) and a refresh token for a customer: a new login, a new family. */
export function issueTokens(ctx: MockContext, state: MockState, customerId: number): { token: string; refreshToken: string } {
  return issueSession(ctx, state, customerId);
}

/** Starts or extends the loyalty session; returns `meta.session_expires` in Unix seconds. */
export function touchLoyaltySession(ctx: MockContext, state: MockState, customerId: number): number {
  const expires = ctx.clock().getTime() + ctx.config.loyaltySessionSeconds * 1000;
  state.loyaltySessions[String(customerId)] = expires;
  return Math.floor(expires / 1000);
}

/** The group token `{ group_id, id, user, iat }`: a JWT signed HS256 with `config.secret`, as VSF signs it. */
export function groupToken(ctx: MockContext, record: CustomerRecord): string {
  const encode = (value: unknown) => base64Url(JSON.stringify(value));
  const payload = { group_id: record.customer.group_id, id: record.customer.id, user: record.customer.email, iat: Math.floor(ctx.clock().getTime() / 1000) };
  const signed = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  // Signed with the secret (HMAC-SHA-256, as VSF signs it), never carrying it: the old third part was the secret itself.
  const utf8 = (text: string) => new TextEncoder().encode(text);
  return `${signed}.${base64UrlBytes(hmacSha256(utf8(ctx.config.secret), utf8(signed)))}`;
}

function base64Url(text: string): string {
  return base64UrlBytes(new TextEncoder().encode(text));
}

function base64UrlBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
