import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { type StoreCode } from '../../domain/store-view/store-view';
import { type ThemeConfig } from '../../domain/theme/theme-config';
import { type LoadTheme, type LoadThemeFailure } from '../../application/content/load-theme';

export type ViewState<T, F> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly failure: F };

/** The CMS theme of the current store view: header, menus, footer and USP bar. */
export class ThemeStore {
  state: ViewState<ThemeConfig, LoadThemeFailure> = { status: 'idle' };
  storeCode: StoreCode | undefined = undefined;

  constructor(private readonly loadTheme: Pick<LoadTheme, 'execute'>) {
    // The theme is read-only data, replaced whole: kept by reference, not copied into observables (on the server it is
    // the shared, frozen one: adapters/storyblok/shared-content.ts).
    makeAutoObservable<ThemeStore, 'loadTheme'>(this, { loadTheme: false, state: observableRef });
  }

  /** Takes the theme the store layout's loader fetched (on the server, or before hydration), without a new request. */
  adopt(storeCode: StoreCode, data: ThemeConfig): void {
    if (this.storeCode === storeCode && this.state.status === 'ready') return;
    this.storeCode = storeCode;
    this.state = { status: 'ready', data };
  }

  /** The loaded theme, for loader data (plain JSON). */
  get data(): ThemeConfig | undefined {
    return this.state.status === 'ready' ? this.state.data : undefined;
  }

  async open(storeCode: StoreCode): Promise<void> {
    if (this.storeCode === storeCode && this.state.status !== 'error') return;
    this.storeCode = storeCode;
    this.state = { status: 'loading' };
    const result = await this.loadTheme.execute(storeCode);
    runInAction(() => {
      if (this.storeCode !== storeCode) return;
      this.state = result.ok ? { status: 'ready', data: result.value } : { status: 'error', failure: result.error };
    });
  }
}
