import { makeAutoObservable, runInAction } from 'mobx';
import type { ProviderProductGroup } from '../../domain/catalog/types';
import { SEARCH, SIZES } from '../../domain/catalog/constants';
import { isSearchableTerm } from '../../domain/search/search-query';
import type { StoreView } from '../../domain/store-view/store-view';
import { withStorePrefix } from '../../domain/store-view/store-views';
import type { UseCases } from '../../application/use-cases/shop-use-cases';
import { cardFromProduct, cardFromProviderGroup, type ProductCardView } from '../../application/catalog/product-card-presenter';
import type { ProviderSession } from '../../application/ports/search-provider-port';

/** With loadCategoryPage the panel's count is the results page's own (the provider's, else the index's). */
export type SearchPanelUseCases = Pick<UseCases, 'searchProducts' | 'autocomplete'> & Partial<Pick<UseCases, 'loadCategoryPage'>>;

/** Each name once (the provider suggests every colour group of a product: 'Jurk Aurora' four times), in the given order. */
export function distinctByName<T extends { readonly name: string }>(cards: readonly T[]): T[] {
  const seen = new Set<string>();
  return cards.filter((card) => {
    const key = card.name.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface SearchPanelResults {
  readonly text: string;
  readonly products: readonly ProductCardView[];
  readonly total: number;
  readonly phrases: readonly string[];
  readonly suggestions: readonly ProductCardView[];
  readonly offline: boolean;
}

export type SearchPanelState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly results: SearchPanelResults }
  | { readonly status: 'error' };

export interface SearchPanelEnvironment {
  readonly storeView: StoreView;
  readonly session: () => Promise<ProviderSession>;
}

/**
 * The search panel (catalogue spec §5, §9): searching starts at 3 characters, 500 ms after the last keystroke; the
 * index's products (18 in the panel, 16 in the header search) and the provider's suggestions come together. Enter
 * searches at once and answers the results page's URL when there are results. Timers only start in actions.
 */
export class SearchPanelStore {
  text = '';
  state: SearchPanelState = { status: 'idle' };
  private timer: ReturnType<typeof setTimeout> | undefined = undefined;
  private request = 0;

  constructor(
    private readonly useCases: SearchPanelUseCases,
    private readonly env: SearchPanelEnvironment,
    readonly size: number = SIZES.searchPanel,
  ) {
    makeAutoObservable<SearchPanelStore, 'timer' | 'request' | 'useCases' | 'env'>(this, { timer: false, request: false, useCases: false, env: false });
  }

  get isSearchable(): boolean {
    return isSearchableTerm(this.text);
  }

  setText(text: string): void {
    this.text = text;
    clearTimeout(this.timer);
    if (!isSearchableTerm(text)) {
      this.request += 1;
      this.state = { status: 'idle' };
      return;
    }
    this.timer = setTimeout(() => void this.search(), SEARCH.autocompleteDebounceMs);
  }

  /** Runs the search now (Enter); the results page's URL when something was found, else undefined. */
  async submit(): Promise<string | undefined> {
    clearTimeout(this.timer);
    if (!this.isSearchable) return undefined;
    const current = this.state;
    const results = current.status === 'ready' && current.results.text === this.text.trim() ? current.results : await this.search();
    if (results === undefined || results.total === 0) return undefined;
    return `${withStorePrefix(this.env.storeView.storeCode, '/catalogsearch/result/')}?q=${encodeURIComponent(results.text)}`;
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.request += 1;
  }

  async search(): Promise<SearchPanelResults | undefined> {
    const text = this.text.trim();
    const request = ++this.request;
    this.state = { status: 'loading' };
    const session = await this.env.session();
    const storeCode = this.env.storeView.storeCode;
    const [found, suggested, page] = await Promise.all([
      this.useCases.searchProducts.execute({ storeCode, text, size: this.size }),
      this.useCases.autocomplete.execute(session, text),
      // The results page's count, so the panel and the page never name two numbers for one search.
      this.useCases.loadCategoryPage?.execute({ storeCode, path: '/catalogsearch/result/', query: { q: text }, page: 1, pageSize: 1, session }),
    ]);
    if (request !== this.request) return undefined;
    if (!found.ok) {
      runInAction(() => (this.state = { status: 'error' }));
      return undefined;
    }
    const context = { storeCode: this.env.storeView.storeCode, now: found.value.now, displayOutOfStockSizes: true };
    const results: SearchPanelResults = {
      text,
      products: found.value.items.map((p) => cardFromProduct(p, context)),
      total: page?.ok === true ? page.value.total : found.value.total,
      phrases: [...new Set(suggested.phraseSuggestions.map((p) => p.q.trim()).filter((q) => q !== ''))],
      suggestions: distinctByName(
        suggested.productSuggestions
          .map((group: ProviderProductGroup) => cardFromProviderGroup(group, context))
          .filter((c): c is ProductCardView => c !== undefined),
      ).slice(0, 4),
      offline: found.value.offline,
    };
    runInAction(() => (this.state = { status: 'ready', results }));
    return results;
  }
}
