import { type JsonValue } from '../ports/key-value-store-port';

/** Version of the stored entry `{ v, at, size, value }`. */
export const cacheEntryFormat = 1;

export type CacheEntry = {
  readonly v: typeof cacheEntryFormat;
  /** Epoch ms of the write; the quota check removes the oldest first. */
  readonly at: number;
  /** UTF-8 bytes of key and value JSON, counted against the budget. */
  readonly size: number;
  readonly value: JsonValue;
};

/** The entry, when `stored` is one of this format version; anything else is to be dropped. */
export function asEntry(stored: JsonValue | undefined): CacheEntry | undefined {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return undefined;
  const e = stored as Partial<Record<keyof CacheEntry, unknown>>;
  if (e.v !== cacheEntryFormat || typeof e.at !== 'number' || typeof e.size !== 'number' || !('value' in e)) return undefined;
  return e as CacheEntry;
}

/** Bytes of the string in UTF-8, without TextEncoder (application/ uses no platform APIs). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
