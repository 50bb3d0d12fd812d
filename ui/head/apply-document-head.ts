import { type HeadTag, pageHeadAttribute } from './document-head';
import { headTags } from './head-tags';
import { type PageData } from '../routing/page-module';

function element(tag: HeadTag): HTMLElement {
  const node = document.createElement(tag.tag);
  for (const [name, value] of Object.entries(tag.attributes)) node.setAttribute(name, value);
  if (tag.text !== undefined) node.textContent = tag.text;
  node.setAttribute(pageHeadAttribute, '');
  return node;
}

/** Replaces the tags the previous page put into `<head>` with this page's (title, description, links, Open Graph, JSON-LD). */
export function applyDocumentHead(page: PageData, fallbackTitle: string): void {
  document.title = page.head.title ?? fallbackTitle;
  for (const old of document.head.querySelectorAll(`[${pageHeadAttribute}]`)) old.remove();
  document.head.append(...headTags(page.head, window.location.origin).map(element));
  document.documentElement.lang = page.route.storeCode;
}
