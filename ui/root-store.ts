import { type LoadTheme } from '../application/content/load-theme';
import { ThemeStore } from './shell/theme.store';

export interface UseCases {
  readonly loadTheme: Pick<LoadTheme, 'execute'>;
}

/** One per browser tab (and, later, one per server request): the UI's stores, built from use cases only. */
export class RootStore {
  readonly theme: ThemeStore;

  constructor(useCases: UseCases) {
    this.theme = new ThemeStore(useCases.loadTheme);
  }
}
