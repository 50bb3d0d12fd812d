import { illegalArgument, tooManyClauses } from './errors';
import { isObject } from './json';

/**
 * Lucene's `maxClauseCount` as Elasticsearch 7 sets it (`indices.query.bool.max_clause_count`, default 1024).
 * Counted over the whole query, as Lucene 9 (ES 8) does: nesting bools must not multiply the work past it.
 */
export const MAX_CLAUSE_COUNT = 1024;
/** `index.max_terms_count`: the most values one `terms` query may list (ES default 65,536). */
export const MAX_TERMS_COUNT = 65_536;

const BOOL_LISTS = ['must', 'filter', 'should', 'must_not'] as const;

/**
 * Refuses a query whose size alone would make one request expensive, before any of it is evaluated: more bool clauses
 * than `maxClauseCount` (ES: `too_many_clauses`, "maxClauseCount is set to 1024") or a `terms` list longer than
 * `index.max_terms_count`. The query's depth is bounded before this runs (MAX_QUERY_DEPTH), so the walk is too.
 */
export function checkQueryBounds(query: unknown): void {
  let clauses = 0;
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!isObject(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'bool' && isObject(inner)) {
        for (const list of BOOL_LISTS) {
          const clause = inner[list];
          if (clause !== undefined) clauses += Array.isArray(clause) ? clause.length : 1;
        }
        if (clauses > MAX_CLAUSE_COUNT) throw tooManyClauses(`maxClauseCount is set to ${MAX_CLAUSE_COUNT}`);
      }
      if (key === 'terms' && isObject(inner)) {
        for (const values of Object.values(inner)) {
          if (Array.isArray(values) && values.length > MAX_TERMS_COUNT) {
            throw illegalArgument(
              `The number of terms [${values.length}] used in the Terms Query request has exceeded the allowed maximum of [${MAX_TERMS_COUNT}]. This maximum can be set by changing the [index.max_terms_count] index level setting.`,
            );
          }
        }
      }
      walk(inner);
    }
  };
  walk(query);
}
