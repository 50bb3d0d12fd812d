import { type JsonValue } from '../../application/ports/key-value-store-port';
import { PortError } from '../../application/ports/port-error';

/** JSON text of a value; a value JSON cannot represent (undefined, a function, a bigint) is a programmer error. */
export function encodeJson(value: JsonValue): string {
  const text = JSON.stringify(value) as string | undefined;
  if (text === undefined) throw new TypeError('Key-value stores hold JSON values only');
  return text;
}

/** Parses stored JSON text; text that does not parse is `PortError('invalid-response')` naming where it was read. */
export function decodeJson(text: string, where: string): JsonValue {
  try {
    return JSON.parse(text) as JsonValue;
  } catch (cause) {
    throw new PortError('invalid-response', `Stored data in ${where} is not valid JSON`, { path: where, cause });
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
