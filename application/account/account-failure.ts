import type { Notice } from '../../domain/notifications/types';
import { sessionExpiredNotice } from '../../domain/session/loyalty-session';
import { isPortError, isUnreachable, type PortErrorKind } from '../ports/port-error';
import type { EndExpiredSession } from '../session/end-expired-session';

/** Why an account action failed, with the notice the UI shows; `fields` holds per-field message ids of a form. */
export interface AccountFailure {
  readonly kind: PortErrorKind | 'offline' | 'invalid' | 'session-expired';
  readonly notice: Notice;
  readonly fields?: Readonly<Record<string, string>>;
  /** The adapter's own text when no answer came (it names the address): for logs and support tools, not shoppers. */
  readonly detail?: string;
}

/** An error notice with a message id. */
export const errorNotice = (message: string, params?: Readonly<Record<string, string>>): Notice => ({
  type: 'danger',
  message,
  ...(params === undefined ? {} : { params }),
});

export const successNotice = (message: string): Notice => ({ type: 'success', message });

/** The server's own text as an error notice ('server-message', cart spec §8 "Task answered non-200 with a message"). */
export const serverMessageNotice = (message: string): Notice => errorNotice('server-message', { message });

/**
 * A port failure as an account failure showing the server's message ('service-unreachable' when no answer came,
 * 'too-many-requests' when throttled);
 * anything else is a programmer error.
 */
export function portFailure(error: unknown, notice: (message: string) => Notice = serverMessageNotice): AccountFailure {
  if (!isPortError(error)) throw error;
  if (error.kind === 'throttled') return { kind: error.kind, notice: errorNotice('too-many-requests') };
  return isUnreachable(error)
    ? { kind: error.kind, notice: errorNotice('service-unreachable'), detail: error.message }
    : { kind: error.kind, notice: notice(error.message) };
}

/** A form that failed its rules: the first field's message as the notice, with the values its text names. */
export function invalidForm(fields: Readonly<Record<string, string>>, params?: Readonly<Record<string, string>>): AccountFailure {
  const first = Object.values(fields)[0] ?? 'field-required';
  return { kind: 'invalid', notice: errorNotice(first, params), fields };
}

/** Refused while offline, with the spec's text (cart spec §5, §8 "Offline password change"). */
export const offlineFailure: AccountFailure = { kind: 'offline', notice: errorNotice('password-change-offline') };

/**
 * Runs EndExpiredSession before a user action (cart spec §4 "Loyalty session"): when the session had expired it has
 * logged out and warned, and the action is not sent. Without the guard bound (a container of the customer module
 * alone) the action goes on.
 */
export async function expiredSession(expiry: EndExpiredSession | undefined): Promise<AccountFailure | undefined> {
  if (expiry === undefined || (await expiry.execute()) === 'active') return undefined;
  return { kind: 'session-expired', notice: sessionExpiredNotice };
}
