import { isLoyaltyLoggedIn, isLoyaltySessionExpired, sessionExpiredNotice } from '../../domain/session/loyalty-session';
import type { Notice } from '../../domain/notifications/types';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ClockPort } from '../ports/clock-port';
import type { LoyaltyAnswer } from '../ports/loyalty-port';
import { isPortError, type PortError, type PortErrorKind } from '../ports/port-error';
import type { AuthState } from '../session/auth-session';
import type { EndExpiredSession } from '../session/end-expired-session';

/** Who asks: the customer token, whether a profile is loaded, and the stored loyalty session expiry (epoch seconds). */
export interface LoyaltySession {
  readonly token?: string;
  readonly hasProfile: boolean;
  readonly sessionExpires?: number;
}

/** The loyalty session of what the device keeps of the signed-in customer (cart spec §4 "Loyalty session"). */
export function loyaltySessionOf(state: Pick<AuthState, 'token' | 'profile' | 'sessionExpires'>): LoyaltySession {
  return {
    hasProfile: state.profile !== undefined,
    ...(state.token === undefined ? {} : { token: state.token }),
    ...(state.sessionExpires === undefined ? {} : { sessionExpires: state.sessionExpires }),
  };
}

/** What a loyalty use case answers: the value and the new session expiry to store (cart spec §4). */
export interface LoyaltyOutcome<T> {
  readonly value: T;
  readonly sessionExpires?: number;
}

export type LoyaltyFailure =
  /** Expired: log out and warn 'Your session has expired due to inactivity…' with a 'Log in' action (cart spec §4, §8). */
  | { readonly kind: 'session-expired'; readonly notice: Notice }
  /** Not logged in: the loyalty features need a logged-in user (cart spec §6). */
  | { readonly kind: 'not-logged-in' }
  /** A code that does not apply: its notice, and whether the totals must be refreshed (cart spec §7). */
  | { readonly kind: 'refused'; readonly notice: Notice; readonly refreshTotals: boolean }
  | { readonly kind: PortErrorKind };

/** The clock, and EndExpiredSession to log out and warn when bound (it is not in a container of the customer module alone). */
export interface LoyaltyGuard {
  readonly clock: ClockPort;
  readonly expiry?: EndExpiredSession | undefined;
}

/**
 * Runs a loyalty call for a logged-in user with an unexpired session (cart spec §4, §6). The server's 401 means the
 * session ended there too, so it is the same session-expired failure; either way the guard's EndExpiredSession logs out and warns. `refused` turns the other port errors the
 * caller understands into results.
 */
export async function loyaltyCall<T>(
  guard: LoyaltyGuard,
  session: LoyaltySession,
  call: (token: string) => Promise<LoyaltyAnswer<T>>,
  refused?: (error: PortError) => LoyaltyFailure | undefined,
): Promise<Result<LoyaltyOutcome<T>, LoyaltyFailure>> {
  const expired = async (): Promise<Result<LoyaltyOutcome<T>, LoyaltyFailure>> => {
    await guard.expiry?.end();
    return err({ kind: 'session-expired', notice: sessionExpiredNotice });
  };
  const now = guard.clock.now();
  if (isLoyaltySessionExpired(session.sessionExpires, now)) return expired();
  if (session.token === undefined || !isLoyaltyLoggedIn(session.hasProfile, session.sessionExpires, now)) return err({ kind: 'not-logged-in' });
  try {
    const answer = await call(session.token);
    return ok({ value: answer.value, ...(answer.sessionExpires === undefined ? {} : { sessionExpires: answer.sessionExpires }) });
  } catch (error) {
    if (!isPortError(error)) throw error;
    if (error.kind === 'not-authorized') return expired();
    return err(refused?.(error) ?? { kind: error.kind });
  }
}
