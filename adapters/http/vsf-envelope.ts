import * as z from 'zod/mini';
import { PortError } from '../../application/ports/port-error';
import { parseWire } from './parse-wire';

/** The VSF API envelope `{ code | resultCode, result, meta }` (wire-reference §1; cart spec §7). */
const envelopeWire = z.object({
  code: z.optional(z.number()),
  resultCode: z.optional(z.number()),
  result: z.unknown(),
  meta: z.optional(z.record(z.string(), z.unknown())),
});

export interface VsfEnvelope {
  readonly code: number;
  readonly result: unknown;
  readonly meta: Readonly<Record<string, unknown>>;
}

/**
 * Unwraps an envelope. The VSF client treats any code other than 200 as failure, and some calls answer 200 with an
 * error text (an order with a bad signature), so the caller still validates `result` with its own schema.
 */
export function unwrapEnvelope(body: unknown, source: string): VsfEnvelope {
  const envelope = parseWire(envelopeWire, body, source);
  const code = envelope.code ?? envelope.resultCode ?? 200;
  if (code !== 200) {
    const message = typeof envelope.result === 'string' ? envelope.result : `${source} answered code ${code}`;
    const kind = code === 401 ? 'not-authorized' : code === 404 ? 'not-found' : code >= 500 ? 'unavailable' : 'rejected';
    throw new PortError(kind, message, { status: code });
  }
  return { code, result: envelope.result, meta: envelope.meta ?? {} };
}
