import { absoluteJsonLd } from '../../domain/seo/structured-data';
import { type PageData, type PageHead } from './page-module';

/** One element of `<head>` a page asks for; the server writes it as HTML, the browser keeps it current in the DOM. */
export interface HeadTag {
  readonly tag: 'meta' | 'link' | 'script';
  readonly attributes: Readonly<Record<string, string>>;
  /** Only for JSON-LD scripts. */
  readonly text?: string;
}

/** Marks the tags a page owns, so the browser replaces exactly those on navigation. */
export const pageHeadAttribute = 'data-page-head';

const absolute = (href: string, origin: string): string => (/^https?:\/\//.test(href) ? href : new URL(href, origin).toString());

/** The tags of a page's head (everything but the title); links become absolute URLs on `origin`. */
export function headTags(head: PageHead, origin: string): HeadTag[] {
  const tags: HeadTag[] = [];
  if (head.description !== undefined) tags.push({ tag: 'meta', attributes: { name: 'description', content: head.description } });
  if (head.robots !== undefined) tags.push({ tag: 'meta', attributes: { name: 'robots', content: head.robots } });
  if (head.canonical !== undefined) tags.push({ tag: 'link', attributes: { rel: 'canonical', href: absolute(head.canonical, origin) } });
  for (const alternate of head.alternates ?? []) {
    tags.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: alternate.hreflang, href: absolute(alternate.href, origin) } });
  }
  if (head.prev !== undefined) tags.push({ tag: 'link', attributes: { rel: 'prev', href: absolute(head.prev, origin) } });
  if (head.next !== undefined) tags.push({ tag: 'link', attributes: { rel: 'next', href: absolute(head.next, origin) } });
  for (const [property, content] of Object.entries(head.openGraph ?? {})) {
    // Open Graph readers need absolute URLs.
    const value = (property === 'url' || property === 'image') && content.startsWith('/') ? absolute(content, origin) : content;
    tags.push({ tag: 'meta', attributes: { property: `og:${property}`, content: value } });
  }
  // Structured data is written with paths; search engines need absolute URLs on the public origin.
  for (const data of head.jsonLd ?? []) tags.push({ tag: 'script', attributes: { type: 'application/ld+json' }, text: scriptJson(absoluteJsonLd(data, origin)) });
  return tags;
}

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
