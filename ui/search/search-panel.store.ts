import { makeAutoObservable, runInAction } from 'mobx';
import type { ProviderProductGroup } from '../../domain/catalog/types';
import { SEARCH, SIZES } from '../../domain/catalog/constants';
import { isSearchableTerm } from '../../domain/search/search-query';
import type { StoreView } from '../../domain/store-view/store-view';
import { withStorePrefix } from '../../domain/store-view/store-views';
import type { UseCases } from '../app/use-cases';
import { cardFromProduct, cardFromProviderGroup, type ProductCardView } from '../../application/catalog/product-card-presenter';
import type { ProviderSession } from '../../application/ports/search-provider-port';

export type SearchPanelUseCases = Pick<UseCases, 'searchProducts' | 'autocomplete'>;

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
    const [found, suggested] = await Promise.all([
      this.useCases.searchProducts.execute({ storeCode: this.env.storeView.storeCode, text, size: this.size }),
      this.useCases.autocomplete.execute(session, text),
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
      total: found.value.total,
      phrases: suggested.phraseSuggestions.map((p) => p.q).filter((q) => q.trim() !== ''),
      suggestions: suggested.productSuggestions
        .map((group: ProviderProductGroup) => cardFromProviderGroup(group, context))
        .filter((c): c is ProductCardView => c !== undefined)
        .slice(0, 4),
      offline: found.value.offline,
    };
    runInAction(() => (this.state = { status: 'ready', results }));
    return results;
  }
}
