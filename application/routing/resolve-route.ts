import { inject, injectable, optional } from 'inversify';
import type { Notice } from '../../domain/notifications/types';
import { storeHomePath } from '../../domain/routing/alternates';
import { routingMessages } from '../../domain/routing/messages';
import { parseRoute } from '../../domain/routing/parse-route';
import { redirectDecision } from '../../domain/routing/redirect';
import { routeErrorOutcome } from '../../domain/routing/route-errors';
import type { Route } from '../../domain/routing/types';
import { cmsStoryRoute, landingPageRoute, needsUrlMap, pageNotFoundRoute, routeFromUrlMap, urlMapKey } from '../../domain/routing/url-map';
import { allStoreViews } from '../../domain/store-view/store-views';
import { CatalogSettings } from '../catalog/catalog-settings';
import { LoadStory } from '../content/load-story';
import { CatalogPort } from '../ports/catalog-port';
import { ConnectivityPort } from '../ports/connectivity-port';
import { LoggerPort } from '../ports/logger-port';
import { UrlMapCache } from './url-map-cache';
import { UrlMapPort } from '../ports/url-map-port';

/** Where a navigation goes (cart spec §2, catalogue spec §8). */
export type RouteResolution =
  /** A route of the app: from the route table, the URL map or a landing page. */
  | { readonly kind: 'route'; readonly route: Route }
  /** A stored redirect: answer `status` toward `location`; the router then raises 'No route found'. */
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string; readonly error: 'no-route-found' }
  /** Offline and unresolvable: the current store's home, with the offline notice. */
  | { readonly kind: 'home'; readonly path: string; readonly notice: Notice }
  /** Nothing found: the not-found page; navigation continues, with a notice when resolution failed. */
  | { readonly kind: 'not-found'; readonly route: Route; readonly notice?: Notice };

/**
 * Resolves a full path: the dispatcher (route table), then the URL map (cached), landing pages, stored redirects,
 * then a CMS story at that path; failures become the outcomes of catalogue spec §8 (offline → home, other errors → notice and continue).
 */
@injectable()
export class ResolveRoute {
  constructor(
    @inject(UrlMapPort) private readonly urlMap: UrlMapPort,
    @inject(CatalogPort) private readonly catalog: CatalogPort,
    @inject(UrlMapCache) private readonly cache: UrlMapCache,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(CatalogSettings) private readonly settings: CatalogSettings,
    /** Optional so a container of the catalogue module alone still resolves; without it no path is a CMS story. */
    @inject(LoadStory) @optional() private readonly stories?: LoadStory,
  ) {}

  async execute(fullPath: string): Promise<RouteResolution> {
    const route = parseRoute(fullPath, allStoreViews);
    if (!needsUrlMap(route)) return { kind: 'route', route };
    const key = urlMapKey(route.params['url_path'] ?? '');
    const notFound = pageNotFoundRoute(route.storeCode, key === '' ? undefined : key);
    if (key === '' || !this.settings.enableMapFallbackUrl) return { kind: 'not-found', route: notFound };
    try {
      const mapped = await this.fromUrlMap(route, key);
      if (mapped !== undefined) return { kind: 'route', route: mapped };
      // A landing page answers at its url_path and under the provider's /l/elevate/{url_path}/ (catalogue spec §2).
      const landingKey = key.replace(/^l\/elevate\//, '');
      const landing = await this.catalog.search(route.storeCode, 'landing_page', {
        filters: [{ attribute: 'url_path', op: 'eq', value: landingKey }],
        size: 1,
      });
      if (landing.items.length > 0) return { kind: 'route', route: landingPageRoute(route.storeCode, landingKey, route.query) };
      const redirect = await this.urlMap.redirect(route.storeCode, key);
      if (redirect !== null) {
        this.logger.error('routing', routingMessages['no-route-found'], { path: fullPath, redirect });
        return { kind: 'redirect', ...redirectDecision(redirect, route.storeCode, allStoreViews), error: 'no-route-found' };
      }
      // A CMS story at the path (shipping, customer service, blog articles): the CMS story route (cart spec §2).
      if (this.stories !== undefined && (await this.stories.execute({ storeCode: route.storeCode, path: key })).ok) {
        return { kind: 'route', route: cmsStoryRoute(route.storeCode, key, route.query) };
      }
      if (!this.connectivity.isOnline()) throw new Error(`Url query returned empty result for ${key}`);
      this.logger.error('routing', routingMessages['no-route-found'], { path: fullPath });
      return { kind: 'not-found', route: notFound };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Offline, every lookup fails: what cannot be resolved is reported as an empty result, which sends the shopper home.
      const offline = !this.connectivity.isOnline() && !message.includes('query returned empty result');
      const outcome = routeErrorOutcome(offline ? `Route query returned empty result (${message})` : message);
      this.logger.error('routing', `Route resolution failed for ${fullPath}: ${message}`);
      if (outcome.goHome) return { kind: 'home', path: storeHomePath(route.storeCode, allStoreViews), notice: outcome.notice };
      return { kind: 'not-found', route: notFound, notice: outcome.notice };
    }
  }

  private async fromUrlMap(route: Route, key: string): Promise<Route | undefined> {
    const cached = await this.cache.get(route.storeCode, key);
    const answer = cached ?? (await this.urlMap.map(route.storeCode, key));
    if (answer === null) return undefined;
    if (cached === undefined) await this.cache.set(route.storeCode, key, answer);
    return routeFromUrlMap(answer, route.storeCode, route.query);
  }
}
