import { parsingError } from './errors';

/**
 * How many of `optional` should clauses must match for a `minimum_should_match` spec: an integer or a percentage,
 * negative meaning "all but". Java int arithmetic as in ES `Queries.calculateMinShouldMatch` (truncation, floor at 0).
 * A still-encoded '75%25' (VSF pre-encodes it for GET bodies, wire-reference §1) fails here as it does in ES.
 */
export function minimumShouldMatch(spec: unknown, optional: number, clause: string): number {
  const text = typeof spec === 'number' ? String(spec) : typeof spec === 'string' ? spec.trim() : undefined;
  const m = text === undefined ? null : /^(-?\d+)(%?)$/.exec(text);
  if (m === null) throw parsingError(`[${clause}] unsupported [minimum_should_match] value ${JSON.stringify(spec)}`);
  const n = Number(m[1]);
  const calc = m[2] === '%' ? Math.trunc((optional * n) / 100) : n;
  const result = calc < 0 ? optional + calc : calc;
  return result < 0 ? 0 : result;
}
