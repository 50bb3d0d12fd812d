import { type PageData } from '../routing/page-module';

/** One element of `<head>` a page asks for; the server writes it as HTML, the browser keeps it current in the DOM. */
export interface HeadTag {
  readonly tag: 'meta' | 'link' | 'script';
  readonly attributes: Readonly<Record<string, string>>;
  /** Only for JSON-LD scripts. */
  readonly text?: string;
}

/** Marks the tags a page owns, so the browser replaces exactly those on navigation. */
export const pageHeadAttribute = 'data-page-head';

const scriptEscapes: Readonly<Record<string, string>> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON that is safe inside a `<script>` element: `<` can never close the element or open a comment, and the line
 * separators U+2028/U+2029 cannot break older JavaScript parsers. One pass over the text (it runs on every render).
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => scriptEscapes[c] ?? c);
}

/** The page data of the deepest matched route that has one (the page routes' loader data). */
export function pageDataOf(loaderData: Readonly<Record<string, unknown>> | null | undefined, routeIds: readonly string[]): PageData | undefined {
  for (const id of [...routeIds].reverse()) {
    const value = loaderData?.[id];
    if (isPageData(value)) return value;
  }
  return undefined;
}

function isPageData(value: unknown): value is PageData {
  return typeof value === 'object' && value !== null && 'route' in value && 'head' in value && 'layout' in value;
}
