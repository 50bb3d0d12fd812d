/** A point in time as epoch milliseconds; the caller's clock supplies "now". */
export type Instant = number;

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * Reads a Magento date text ("2026-11-01 00:00:00" or ISO "2026-11-01T00:00:00Z") as UTC epoch milliseconds;
 * undefined for null, empty or unreadable text. No clock involved.
 */
export function parseCatalogDate(text: string | null | undefined): Instant | undefined {
  const match = PATTERN.exec(text ?? '');
  if (match === null) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}
