import { injectable } from 'inversify';
import type { ProviderNotification, ProviderPageRequest, ProviderSession, SearchProviderPort } from '../../application/ports/search-provider-port';
import type {
  AutocompleteResult,
  LandingSubcategory,
  ProviderProductGroup,
  ProviderProductPage,
  RecommendationList,
  SearchProviderPage,
} from '../../domain/catalog/types';
import { listableGroups } from '../../domain/search/provider-stock';

export interface SearchProviderSeed {
  /** Product groups the provider knows; pages and searches list these. */
  readonly groups?: readonly ProviderProductGroup[];
  /** Landing pages by page reference, listing groups by key. */
  readonly landingPages?: Readonly<Record<string, readonly string[]>>;
  readonly redirects?: Readonly<Record<string, string>>;
  readonly subcategories?: Readonly<Record<string, readonly LandingSubcategory[]>>;
}

const emptyList = (groups: readonly ProviderProductGroup[]) => ({
  productGroups: groups,
  totalHits: groups.length,
  sort: { options: [], selected: 'RELEVANCE' },
  facets: [],
});

/** The search provider in memory; `failing` answers null as a provider that does not answer 200 (catalogue spec §8). */
@injectable()
export class InMemorySearchProvider implements SearchProviderPort {
  failing = false;
  readonly notifications: { readonly session: ProviderSession; readonly notification: ProviderNotification }[] = [];
  readonly cartCalls: string[] = [];

  constructor(private readonly seed: SearchProviderSeed = {}) {}

  async page(_session: ProviderSession, request: ProviderPageRequest): Promise<SearchProviderPage | null> {
    if (this.failing) return null;
    const skip = request.skip ?? 0;
    const limit = request.limit ?? 20;
    let groups: readonly ProviderProductGroup[];
    if (request.q !== undefined && request.q.trim() !== '') {
      const words = request.q.toLowerCase().split(/\s+/);
      groups = this.groups().filter((g) => g.products.some((p) => words.every((w) => `${p.title} ${p.key}`.toLowerCase().includes(w))));
    } else {
      const keys = this.seed.landingPages?.[request.pageReference];
      if (keys === undefined) return { contentLists: [], recommendationLists: [], published: false };
      groups = keys.flatMap((k) => this.groups().filter((g) => g.key === k));
    }
    if (request.inStockOnly === true) groups = listableGroups(groups, { listOutOfStock: false });
    const list = emptyList(groups.slice(skip, skip + limit));
    return { primaryList: { ...list, totalHits: groups.length }, contentLists: [], recommendationLists: [], published: true };
  }

  async productPage(_session: ProviderSession, productKey: string): Promise<ProviderProductPage | null> {
    if (this.failing) return null;
    const group = this.groups().find((g) => g.key === productKey || g.products.some((p) => p.variants?.some((v) => v.key === productKey)));
    const others = this.groups()
      .filter((g) => g !== group)
      .slice(0, 8);
    return {
      ...(group === undefined ? {} : { productGroup: group }),
      recommendationLists: [
        { id: 'alternatives', algorithm: 'ALTERNATIVES', productGroups: others },
        { id: 'upsell', algorithm: 'UPSELL', productGroups: [...others].reverse() },
      ],
    };
  }

  async autocomplete(_session: ProviderSession, q: string): Promise<AutocompleteResult | null> {
    if (this.failing) return null;
    const needle = q.toLowerCase();
    const groups = this.groups().filter((g) => g.products.some((p) => p.title.toLowerCase().includes(needle)));
    return { productSuggestions: groups.slice(0, 6), phraseSuggestions: [{ q }], totalHits: groups.length };
  }

  async cartPage(_session: ProviderSession, cartKeys: readonly string[]): Promise<readonly RecommendationList[] | null> {
    this.cartCalls.push(cartKeys.join('|'));
    if (this.failing || cartKeys.length === 0) return null;
    return [
      {
        id: 'cart',
        algorithm: 'CART',
        productGroups: this.groups()
          .filter((g) => !cartKeys.includes(g.key))
          .slice(0, 8),
      },
    ];
  }

  async notify(session: ProviderSession, notification: ProviderNotification): Promise<boolean> {
    if (this.failing) return false;
    this.notifications.push({ session, notification });
    return true;
  }

  async redirect(_session: ProviderSession, q: string): Promise<string | null> {
    return this.failing ? null : (this.seed.redirects?.[q.trim().toLowerCase()] ?? null);
  }

  async subcategories(_session: ProviderSession, urlPath: string): Promise<readonly LandingSubcategory[]> {
    return this.failing ? [] : (this.seed.subcategories?.[urlPath] ?? []);
  }

  private groups(): readonly ProviderProductGroup[] {
    return this.seed.groups ?? [];
  }
}
