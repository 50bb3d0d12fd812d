import { QuotaExceededError } from '../../application/ports/key-value-store-port';
import { PortError } from '../../application/ports/port-error';

/**
 * Browsers name a full quota differently: 'QuotaExceededError' (code 22) in most, 'NS_ERROR_DOM_QUOTA_REACHED'
 * (code 1014) in old Firefox. Node reports a full disk as ENOSPC or EDQUOT.
 */
export function isQuotaFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014 || code === 'ENOSPC' || code === 'EDQUOT';
}

/** Maps a failed write: a full quota becomes QuotaExceededError, anything else PortError('unavailable'). */
export function writeFailure(namespace: string, what: string, cause: unknown): PortError {
  if (cause instanceof PortError) return cause;
  if (isQuotaFailure(cause)) return new QuotaExceededError(namespace, cause);
  return new PortError('unavailable', `Cannot ${what} in namespace "${namespace}"`, { cause });
}
