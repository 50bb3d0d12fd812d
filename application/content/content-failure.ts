import { isPortError, type PortErrorKind } from '../ports/port-error';

export type ContentFailure = { readonly kind: PortErrorKind };

/** A port failure as a result; anything else is a programmer error. */
export function contentFailure(error: unknown): ContentFailure {
  if (!isPortError(error)) throw error;
  return { kind: error.kind };
}
