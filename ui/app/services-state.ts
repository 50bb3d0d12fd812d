import { makeAutoObservable, runInAction } from 'mobx';

/**
 * Whether the use cases behind the screens are loaded. On the server they always are; in the browser they arrive in
 * their own chunk when first needed (ui/app/services-gate.ts, ui/composition/deferred-use-cases.ts). Screens that read
 * a use case's state synchronously (the personal, client-only ones) wait for `loaded`; a click that needs such a read
 * awaits `ready()`; work that can wait for them (the cart's start, the navigation history) awaits `whenLoaded()`.
 */
export class ServicesState {
  loaded: boolean;
  private readonly load: () => Promise<void>;
  private arrived: () => void = () => undefined;
  private readonly arrival: Promise<void>;

  constructor(load?: () => Promise<void>) {
    this.loaded = load === undefined;
    this.load = load ?? (() => Promise.resolve());
    this.arrival = this.loaded ? Promise.resolve() : new Promise((resolve) => (this.arrived = resolve));
    makeAutoObservable<ServicesState, 'load' | 'arrived' | 'arrival'>(this, { load: false, arrived: false, arrival: false });
  }

  /** Loads them now (once; again after a failure) and resolves when they are there. */
  async ready(): Promise<void> {
    await this.load();
    this.markLoaded();
  }

  /** Resolves when they are there, without asking for them: whoever needs them first (or idle time) loads them. */
  whenLoaded(): Promise<void> {
    return this.arrival;
  }

  /** The use cases arrived, however their load was started (a use case called before `ready()` starts it too). */
  markLoaded(): void {
    if (this.loaded) return;
    runInAction(() => (this.loaded = true));
    this.arrived();
  }
}
