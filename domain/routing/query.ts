import type { RouteParams } from './types';

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // A malformed escape (a lone '%') is kept as typed rather than failing the whole navigation.
    return text;
  }
}

/** Splits a full path into its path, query and hash parts. */
export function splitPath(fullPath: string): { path: string; query: RouteParams } {
  const withoutHash = fullPath.split('#')[0] ?? '';
  const mark = withoutHash.indexOf('?');
  const path = mark < 0 ? withoutHash : withoutHash.slice(0, mark);
  return { path: path === '' ? '/' : path, query: parseQuery(mark < 0 ? '' : withoutHash.slice(mark + 1)) };
}

/** Reads `a=1&b=two` into params; a repeated key keeps its first value. */
export function parseQuery(search: string): RouteParams {
  const query = new Map<string, string>();
  for (const pair of search.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    if (!query.has(key)) query.set(key, decode(eq < 0 ? '' : pair.slice(eq + 1)));
  }
  // fromEntries defines own properties, so keys like __proto__ stay plain data.
  return Object.fromEntries(query);
}

/** Writes params as a query string with a leading '?', or '' when empty. */
export function formatQuery(query: RouteParams): string {
  const pairs = Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

export const decodeSegment = decode;
