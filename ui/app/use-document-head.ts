import { useEffect } from 'react';
import { type createBrowserRouter } from 'react-router';
import { type PageData } from './page-module';
import { type HeadTag, headTags, pageDataOf, pageHeadAttribute } from './document-head';

type Router = ReturnType<typeof createBrowserRouter>;

/** The shop's name from index.html, the title of a page that names none. */
function siteTitle(): string {
  return document.querySelector('meta[name="application-name"]')?.getAttribute('content') ?? document.title;
}

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

/**
 * Keeps `<head>` current on client navigation; the first page's head came from the server (or is written once here in
 * the static demo). A hook, not an element: a sibling of the router, even one rendering nothing, would fork React's
 * tree and give every `useId` in the page another id than the server's.
 */
export function useDocumentHead(router: Router): void {
  useEffect(() => {
    const fallbackTitle = siteTitle();
    let shown: PageData | undefined;
    const update = (state: Router['state']) => {
      if (state.navigation.state !== 'idle') return;
      const page = pageDataOf(state.loaderData, state.matches.map((m) => m.route.id));
      if (page === undefined || page === shown) return;
      shown = page;
      applyDocumentHead(page, fallbackTitle);
    };
    update(router.state);
    return router.subscribe(update);
  }, [router]);
}
