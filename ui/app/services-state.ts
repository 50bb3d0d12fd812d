import { makeAutoObservable, runInAction } from 'mobx';

/**
 * Whether the use cases behind the screens are loaded. On the server they always are; in the browser they arrive in
 * their own chunk after the page has hydrated (ui/composition/deferred-use-cases.ts). Screens that read a use case's
 * state synchronously (the personal, client-only ones) wait for `loaded`; a click that needs such a read awaits
 * `ready()`.
 */
export class ServicesState {
  loaded: boolean;
  private readonly load: () => Promise<void>;

  constructor(load?: () => Promise<void>) {
    this.loaded = load === undefined;
    this.load = load ?? (() => Promise.resolve());
    makeAutoObservable<ServicesState, 'load'>(this, { load: false });
  }

  /** Loads them (once; again after a failure) and resolves when they are there. */
  async ready(): Promise<void> {
    await this.load();
    this.markLoaded();
  }

  /** The use cases arrived, however their load was started (a use case called before `ready()` starts it too). */
  markLoaded(): void {
    if (!this.loaded) runInAction(() => (this.loaded = true));
  }
}
