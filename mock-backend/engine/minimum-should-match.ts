import { parsingError } from './errors';

/**
 * How many of `optional` should clauses must match for a `minimum_should_match` spec: an integer or a percentage,
 * negative meaning "all but". Java int arithmetic as in ES `Queries.calculateMinShouldMatch` (truncation, floor at 0).
 */
export function minimumShouldMatch(spec: unknown, optional: number, clause: string): number {
  const text = typeof spec === 'number' ? String(spec) : typeof spec === 'string' ? decodePercent(spec.trim()) : undefined;
  const m = text === undefined ? null : /^(-?\d+)(%?)$/.exec(text);
  if (m === null) throw parsingError(`[${clause}] unsupported [minimum_should_match] value ${JSON.stringify(spec)}`);
  const n = Number(m[1]);
  const calc = m[2] === '%' ? Math.trunc((optional * n) / 100) : n;
  const result = calc < 0 ? optional + calc : calc;
  return result < 0 ? 0 : result;
}

/** VSF pre-encodes the percent sign for GET bodies (wire-reference §1 quirks), so '75%25' may reach us decoded once. */
function decodePercent(spec: string): string {
  return spec.endsWith('%25') ? `${spec.slice(0, -3)}%` : spec;
}
