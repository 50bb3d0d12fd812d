import type { RouteParams } from './types';

/** Paths containing catalogsearch or geen-zoekresultaat use the q query as search text (catalogue spec §2). */
export function searchTextOf(path: string, query: RouteParams): string | undefined {
  if (!path.includes('catalogsearch') && !path.includes('geen-zoekresultaat')) return undefined;
  return query['q'];
}
