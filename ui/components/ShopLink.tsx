import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import { type NavigateFunction, useHref, useNavigate } from 'react-router';
import { isPlainClick } from './plain-click';

/** The router's navigate, asked for once per store view (StoreLayout) instead of once per link. */
const LinkNavigation = createContext<NavigateFunction | undefined>(undefined);

/** Gives the ShopLinks below it the router's navigate. */
export function LinkNavigationProvider({ children }: { readonly children: ReactNode }) {
  const navigate = useNavigate();
  return <LinkNavigation.Provider value={navigate}>{children}</LinkNavigation.Provider>;
}

/**
 * A `.` or `..` segment or an empty one (`//`), which react-router resolves or collapses. A match in the query only
 * sends the link to <Link>: harmless.
 */
const notPlain = /\/\.\.?(?:[/?#]|$)|\/\//;

/**
 * A path react-router would write into a link's href as it is: absolute, not protocol-relative, no `.`, `..` or empty
 * segment, and not ending in a bare `?` or `#` (which react-router drops). Asked for every link of every render, so
 * character tests and one regular expression.
 */
export function isPlainPath(to: string): boolean {
  return to.charCodeAt(0) === 47 && !to.endsWith('?') && !to.endsWith('#') && !notPlain.test(to);
}

/** The URL the browser shows, as a link's `to` would name it. */
const currentUrl = (): string => (typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}${window.location.hash}`);

export interface ShopLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: string;
  /** Keeps the scroll position after the navigation (a listing's filters), as react-router's prop does. */
  readonly preventScrollReset?: boolean;
}

/** A `to` with a scheme or an origin (`https:`, `mailto:`, `//host`): react-router's test for an absolute URL. */
const absoluteUrl = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * What a plain click on a link to `to` asks the app's navigate for: `to` itself, which the router resolves, or for a
 * URL with a scheme or an origin the path it names on this origin (`here`); undefined leaves the click to the browser
 * (another origin, `mailto:`, a path starting `//`, no browser location).
 */
export function appNavigationTarget(to: string, here: string | undefined): string | undefined {
  if (!absoluteUrl.test(to)) return to;
  if (here === undefined) return undefined;
  try {
    const base = new URL(here);
    const url = new URL(to, base);
    // A path that starts with `//` would read as another origin's URL to the router's history.
    return url.origin === base.origin && !url.pathname.startsWith('//') ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Any other `to` (relative, with a `.`, `..` or empty segment, with a scheme or an origin), or a link outside a store
 * view's layout: the href react-router's <Link> writes and its click (the app navigates; another origin's URL is the
 * browser's). Not <Link> itself, which brings react-router's link prefetching and route discovery, framework features
 * a data router never uses: 2.4 kB of every page's JavaScript.
 */
function RouterLink({ to, preventScrollReset, onClick, ...anchor }: ShopLinkProps) {
  const navigate = useNavigate();
  const absolute = absoluteUrl.test(to);
  const resolved = useHref(absolute ? '/' : to);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event) || (anchor.target !== undefined && anchor.target !== '_self')) return;
    const path = appNavigationTarget(to, typeof window === 'undefined' ? undefined : window.location.href);
    if (path === undefined) return;
    event.preventDefault();
    void navigate(path, { replace: (absolute ? path : resolved) === currentUrl(), ...(preventScrollReset === undefined ? {} : { preventScrollReset }) });
  };
  return <a {...anchor} href={absolute ? to : resolved} onClick={follow} />;
}

/**
 * A link inside the shop, with react-router's <Link> behaviour: the same href, a plain click navigates in the app
 * (replacing the history entry when it names the current URL), any other click is the browser's. A page has one to
 * three hundred links (menus, footer, cards, filters); <Link> resolves its path twice and asks five hooks per link on
 * every render, which was half a millisecond of each home page's server render. A plain path needs none
 * of that; any other `to`, or a link outside a store view's layout, resolves its path as <Link> would (RouterLink).
 */
export function ShopLink({ to, preventScrollReset, onClick, ...anchor }: ShopLinkProps) {
  const navigate = useContext(LinkNavigation);
  if (navigate === undefined || !isPlainPath(to)) return <RouterLink to={to} preventScrollReset={preventScrollReset} onClick={onClick} {...anchor} />;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event) || (anchor.target !== undefined && anchor.target !== '_self')) return;
    event.preventDefault();
    void navigate(to, { replace: to === currentUrl(), ...(preventScrollReset === undefined ? {} : { preventScrollReset }) });
  };
  return <a {...anchor} href={to} onClick={follow} />;
}
