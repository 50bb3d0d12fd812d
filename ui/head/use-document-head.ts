import { useEffect } from 'react';
import { type createBrowserRouter } from 'react-router';
import { type PageData } from '../routing/page-module';
import { pageDataOf, pageHeadAttribute } from './document-head';

type Router = ReturnType<typeof createBrowserRouter>;

/** The shop's name from index.html, the title of a page that names none. */
function siteTitle(): string {
  return document.querySelector('meta[name="application-name"]')?.getAttribute('content') ?? document.title;
}

/**
 * Keeps `<head>` current on client navigation; the first page's head came from the server (or is written once here in
 * the static demo). A hook, not an element: a sibling of the router, even one rendering nothing, would fork React's
 * tree and give every `useId` in the page another id than the server's. The code that writes the tags (and the
 * structured data's) is a chunk of its own, loaded at the first navigation: a page the server rendered needs none of
 * it to become interactive.
 */
export function useDocumentHead(router: Router): void {
  useEffect(() => {
    const fallbackTitle = siteTitle();
    const fromServer = document.head.querySelector(`[${pageHeadAttribute}]`) !== null;
    let shown: PageData | undefined;
    let latest = 0;
    const update = (state: Router['state'], first: boolean) => {
      if (state.navigation.state !== 'idle') return;
      const page = pageDataOf(
        state.loaderData,
        state.matches.map((m) => m.route.id),
      );
      if (page === undefined || page === shown) return;
      shown = page;
      if (first && fromServer) return;
      // Two quick navigations: only the page shown last writes its head, whichever chunk load ends first.
      const ticket = ++latest;
      import('./apply-document-head').then(
        ({ applyDocumentHead }) => {
          if (ticket === latest) applyDocumentHead(page, fallbackTitle);
        },
        (error: unknown) => console.warn('[head] the page head could not be updated', error),
      );
    };
    update(router.state, true);
    return router.subscribe((state) => update(state, false));
  }, [router]);
}
