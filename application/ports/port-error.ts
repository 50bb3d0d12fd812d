/**
 * Kinds of infrastructure failure an adapter reports (STYLE.md "Ports, errors and results"). 'throttled': the service
 * refused because of too many calls (HTTP 429); the UI shows 'too-many-requests', never the service's own text.
 */
export type PortErrorKind = 'unavailable' | 'not-authorized' | 'invalid-response' | 'rejected' | 'not-found' | 'throttled';

/** The one error adapters throw; use cases turn the kinds they can handle into results. */
export class PortError extends Error {
  constructor(
    readonly kind: PortErrorKind,
    message: string,
    readonly details: { readonly status?: number; readonly path?: string; readonly cause?: unknown; readonly retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'PortError';
  }
}

export const isPortError = (error: unknown, kind?: PortErrorKind): error is PortError =>
  error instanceof PortError && (kind === undefined || error.kind === kind);

/**
 * No answer at all (a dropped connection, a timeout): the adapter's message names an address and means nothing to a
 * shopper, who is shown 'service-unreachable' instead. A 5xx with the server's own message is not this.
 */
export const isUnreachable = (error: PortError): boolean => error.kind === 'unavailable' && error.details.status === undefined;
