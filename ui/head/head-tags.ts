import { absoluteJsonLd } from '../../domain/seo/structured-data';
import { type HeadTag, scriptJson } from './document-head';
import { type PageHead } from '../routing/page-module';

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
  for (const data of head.jsonLd ?? [])
    tags.push({ tag: 'script', attributes: { type: 'application/ld+json' }, text: scriptJson(absoluteJsonLd(data, origin)) });
  return tags;
}
