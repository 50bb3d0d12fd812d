import { inject, injectable } from 'inversify';
import { LoggerPort } from '../../application/ports/logger-port';
import { isPortError } from '../../application/ports/port-error';
import type { ProviderNotification, ProviderPageRequest, ProviderSession, SearchProviderPort } from '../../application/ports/search-provider-port';
import { SIZES } from '../../domain/catalog/constants';
import type { AutocompleteResult, LandingSubcategory, ProviderProductPage, RecommendationList, SearchProviderPage } from '../../domain/catalog/types';
import { ApiConfig, serviceUrl } from '../config/api-config';
import { requestJson } from '../http/json-client';
import { parseWire } from '../http/parse-wire';
import { listableGroups } from '../../domain/search/provider-stock';
import { encodeParams, filterParams, IN_STOCK_FACET, type ParamValue, sessionParams } from './elevate-params';
import { autocompleteWire, cartPageWire, pageWire, productPageWire, redirectWire, subcategoriesWire, type PageWire } from './elevate-wire';

/** The landing-page template of the shop at the provider (catalogue spec §7). */
export const landingPageTemplate = 'landingPageTemplate';

interface Call {
  readonly path: string;
  readonly params: Readonly<Record<string, ParamValue>>;
  readonly body?: unknown;
}

/**
 * The Elevate-style search and recommendation provider (Storefront API v3, wire-reference §4). Queries go out as
 * POST with a `text/plain` JSON body (no CORS preflight); any answer other than a 200 with a result gives null
 * (catalogue spec §8), logged.
 */
@injectable()
export class ElevateSearch implements SearchProviderPort {
  constructor(
    @inject(ApiConfig) private readonly config: ApiConfig,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  async page(session: ProviderSession, request: ProviderPageRequest): Promise<SearchProviderPage | null> {
    const search = request.q !== undefined && request.q.trim() !== '';
    const answer = await this.query(session, pageWire, {
      path: search ? 'queries/search-page' : 'queries/landing-page',
      params: {
        pageReference: request.pageReference,
        q: search ? request.q : undefined,
        skip: request.skip ?? 0,
        limit: request.limit ?? SIZES.landingPageLimit,
        sort: request.sort,
        templateId: landingPageTemplate,
        ...filterParams(request.filters),
        ...(request.inStockOnly === true ? { [`f.${IN_STOCK_FACET}`]: 'true' } : {}),
      },
      body: { primaryList: { include: true }, navigation: { include: true }, contentLists: [{ id: 'content', limit: 3 }] },
    });
    if (answer === null) return null;
    const page = toPage(answer, request.pageReference);
    return request.inStockOnly === true ? this.inStockOnly(page) : page;
  }

  /** A provider without the in-stock facet answers every product: those out of stock are dropped here, and logged. */
  private inStockOnly(page: SearchProviderPage): SearchProviderPage {
    const list = page.primaryList;
    if (list === undefined) return page;
    const listed = listableGroups(list.productGroups, { listOutOfStock: false });
    if (listed.length === list.productGroups.length) return page;
    this.logger.warn(
      'search-provider',
      `Search provider listed ${list.productGroups.length - listed.length} product(s) out of stock: configure its '${IN_STOCK_FACET}' facet`,
    );
    return { ...page, primaryList: { ...list, productGroups: listed } };
  }

  async productPage(session: ProviderSession, productKey: string): Promise<ProviderProductPage | null> {
    const limit = SIZES.recommendationListLimit;
    const answer = await this.query(session, productPageWire, {
      path: 'queries/product-page',
      params: { productKey },
      body: {
        productGroup: { include: true },
        recommendationLists: [
          { id: 'alternatives', algorithm: 'ALTERNATIVES', limit },
          { id: 'upsell', algorithm: 'UPSELL', limit },
        ],
      },
    });
    return answer as ProviderProductPage | null;
  }

  async autocomplete(session: ProviderSession, q: string): Promise<AutocompleteResult | null> {
    return (await this.query(session, autocompleteWire, { path: 'queries/autocomplete', params: { q } })) as AutocompleteResult | null;
  }

  async cartPage(session: ProviderSession, cartKeys: readonly string[]): Promise<readonly RecommendationList[] | null> {
    if (cartKeys.length === 0) return null;
    const answer = await this.query(session, cartPageWire, { path: 'queries/cart-page', params: { cart: cartKeys.join('|') } });
    return answer === null ? null : (answer.recommendationLists as readonly RecommendationList[]);
  }

  async notify(session: ProviderSession, notification: ProviderNotification): Promise<boolean> {
    const { market, customerKey, sessionKey } = sessionParams(session);
    const url = serviceUrl(this.config, this.config.services.searchProviderUrl, `notifications/${notification.type}`);
    // `end` carries no body; click and add-to-cart carry the ticket (wire-reference §4 "Notifications").
    const body = notification.type === 'end' ? {} : { body: { ticket: notification.ticket }, headers: { 'Content-Type': 'text/plain' } };
    try {
      const { status } = await requestJson(this.config.fetch, url, { method: 'POST', query: { market, customerKey, sessionKey }, ...body });
      return status >= 200 && status < 300;
    } catch (error) {
      return this.failed(error, `notification ${notification.type}`, false);
    }
  }

  async redirect(session: ProviderSession, q: string): Promise<string | null> {
    const answer = await this.get(session, redirectWire, 'redirects', { tn_q: q });
    return answer?.redirect?.url ?? null;
  }

  async subcategories(session: ProviderSession, urlPath: string): Promise<readonly LandingSubcategory[]> {
    const answer = await this.get(session, subcategoriesWire, 'landing-pages/subcategories', { urlPath });
    return answer?.items ?? [];
  }

  private async query<T>(session: ProviderSession, schema: Parameters<typeof parseWire<T>>[0], call: Call): Promise<T | null> {
    const url = serviceUrl(this.config, this.config.services.searchProviderUrl, call.path);
    try {
      const { status, body } = await requestJson(this.config.fetch, url, {
        method: 'POST',
        query: encodeParams({ ...sessionParams(session), ...call.params }),
        body: call.body ?? {},
        headers: { 'Content-Type': 'text/plain' },
      });
      if (status !== 200 || body === null) return null;
      return parseWire(schema, body, `search provider ${call.path}`);
    } catch (error) {
      return this.failed(error, call.path, null);
    }
  }

  private async get<T>(session: ProviderSession, schema: Parameters<typeof parseWire<T>>[0], path: string, params: Record<string, string>): Promise<T | null> {
    const url = serviceUrl(this.config, this.config.services.searchProviderUrl, path);
    try {
      const { status, body } = await requestJson(this.config.fetch, url, { query: { locale: sessionParams(session).locale, ...params } });
      return status === 200 ? parseWire(schema, body, `search provider ${path}`) : null;
    } catch (error) {
      return this.failed(error, path, null);
    }
  }

  private failed<T>(error: unknown, what: string, fallback: T): T {
    if (!isPortError(error)) throw error;
    this.logger.warn('search-provider', `Search provider ${what} failed: ${error.message}`, { kind: error.kind, status: error.details.status });
    return fallback;
  }
}

/** The page with its content lists narrowed to the items made for this page (custom.page_url, catalogue spec §7). */
function toPage(answer: PageWire, pageReference: string): SearchProviderPage {
  const page = answer as unknown as SearchProviderPage;
  const contentLists = answer.contentLists.map((list) => ({
    ...list,
    items: list.items.filter((item) => item.custom?.page_url === undefined || item.custom.page_url === pageReference),
  }));
  return { ...page, contentLists: contentLists as SearchProviderPage['contentLists'], recommendationLists: page.recommendationLists ?? [] };
}
