import type { RouteParams } from './types';

/** Whether a store-relative path is a search path by its words: it contains catalogsearch or geen-zoekresultaat (catalogue spec §2). */
export function isSearchTextPath(path: string): boolean {
  return path.includes('catalogsearch') || path.includes('geen-zoekresultaat');
}

/** Paths containing catalogsearch or geen-zoekresultaat use the q query as search text (catalogue spec §2). */
export function searchTextOf(path: string, query: RouteParams): string | undefined {
  if (!isSearchTextPath(path)) return undefined;
  return query['q'];
}

/** The provider's landing pages live under /l/elevate/{url_path}/, always with the trailing slash (catalogue spec §2). */
export function isLandingPagePath(path: string): boolean {
  return path.startsWith('/l/elevate/');
}
