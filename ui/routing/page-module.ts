import { type ComponentType } from 'react';
import { type Notice } from '../../domain/notifications/types';
import { type Layout } from '../../domain/routing/route-table';
import { type Route } from '../../domain/routing/types';
import { type StoreView } from '../../domain/store-view/store-view';
import { type RootStore } from '../root-store';

/** What a page puts in `<head>` (rendered by the server into the HTML, kept current by the browser on navigation). */
export interface PageHead {
  readonly title?: string;
  readonly description?: string;
  /** Absolute path or URL of the canonical page. */
  readonly canonical?: string;
  /** hreflang alternates: `nl`, `en`, `de` and `x-default`. */
  readonly alternates?: readonly { readonly hreflang: string; readonly href: string }[];
  readonly prev?: string;
  readonly next?: string;
  /** Open Graph properties without the `og:` prefix (title, description, image, type, url). */
  readonly openGraph?: Readonly<Record<string, string>>;
  readonly jsonLd?: readonly object[];
  readonly robots?: string;
}

/** What a page's `load` gets: the resolved route, the request, the store view and the app's stores and use cases. */
export interface PageContext {
  readonly route: Route;
  readonly request: Request;
  readonly url: URL;
  readonly storeView: StoreView;
  readonly stores: RootStore;
}

/** The answer of a page's `load`; `notFound` renders the shop's 404 page with status 404. */
export type PageLoad<T> = { readonly kind: 'page'; readonly data: T; readonly head?: PageHead; readonly status?: number } | { readonly kind: 'not-found' };

/**
 * One screen of the shop, lazily imported by the page registry (ui/pages.ts). `load` runs in the route loader: on the
 * server for the first request of a public page and in the browser on client navigation; its data must be plain,
 * serialisable JSON (it is embedded in the server's HTML for hydration). To redirect, `throw redirect(url, status)`
 * from react-router. Personal pages (cart, checkout, account) set `clientOnly` and are never rendered on the server.
 */
export interface PageModule<T = unknown> {
  readonly load?: (context: PageContext) => Promise<PageLoad<T>>;
  readonly Page: ComponentType<PageProps<T>>;
  readonly clientOnly?: boolean;
}

export interface PageProps<T> {
  readonly data: T;
  readonly route: Route;
}

/** The loader data of every page route: the resolved route, its layout and status, the page's data and head. */
export interface PageData {
  readonly route: Route;
  readonly layout: Layout;
  readonly status: number;
  readonly head: PageHead;
  readonly data: unknown;
  readonly clientOnly: boolean;
  /** A notice of route resolution (catalogue spec §8) the page shows once. */
  readonly notice?: Notice;
}
