import { type UseCaseName, type UseCases } from '../../application/use-cases/shop-use-cases';

/** What the deferred use cases are before the load: a name gives a stand-in (see deferUseCases). */
class UseCaseStandIns {}

/** The browser's use cases while their chunk (container, adapters, use cases) may still be on its way. */
export interface DeferredUseCases {
  /** Each name gives the real use case once loaded; before that a stand-in whose methods wait for it (see below). */
  readonly useCases: UseCases;
  /** Starts loading (once) and resolves when every use case is real; a failed load may be retried by calling again. */
  ready(): Promise<void>;
  readonly loaded: boolean;
}

/**
 * Lets the page hydrate before the services chunk arrives, so a page downloads less before it works: the first
 * chunk holds the screens' frame, not inversify, the adapters and every use case.
 *
 * Before the load, `useCases.x` is a stand-in: any member called on it, `useCases.x.execute(…)`, starts the load and
 * returns a promise of the real call. So every asynchronous member works from the first moment. A member that answers
 * synchronously (a getter such as `authSession.current`, or `navigationHistory.previous()`) must be read only after
 * `ready()` (or after any awaited call of the same use case), which is how the stores use them. `onLoaded` hears of
 * the load, whoever started it.
 */
export function deferUseCases(load: () => Promise<UseCases>, onLoaded: () => void = () => undefined): DeferredUseCases {
  let real: UseCases | undefined;
  let loading: Promise<void> | undefined;
  const ready = (): Promise<void> => {
    loading ??= load().then(
      (useCases) => {
        real = useCases;
        onLoaded();
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const standIns = new Map<UseCaseName, unknown>();
  const standIn = (name: UseCaseName): unknown =>
    new Proxy(
      {},
      {
        get: (_, member) => {
          // Not a promise: `await useCases.x` must not take the stand-in for one.
          if (member === 'then' || typeof member === 'symbol') return undefined;
          if (real !== undefined) {
            // A stand-in kept from before the load (a store holding `useCases.loadTheme`) forwards to the real one.
            const target = real[name] as unknown as Record<string, unknown>;
            const value = target[member];
            return typeof value === 'function' ? value.bind(target) : value;
          }
          return (...args: unknown[]) =>
            ready().then(() => {
              const target = (real as UseCases)[name] as unknown as Record<string, (...a: unknown[]) => unknown>;
              return target[member]!(...args);
            });
        },
      },
    );
  // Any name gives its use case: the first chunk knows the names only as a type, and the catalogue comes with the
  // services chunk. Not a plain object, so a store that forgets to keep `useCases` out of MobX does not copy it.
  const useCases = new Proxy(new UseCaseStandIns(), {
    get: (_, name) => {
      if (typeof name === 'symbol' || name === 'then') return undefined;
      const useCase = name as UseCaseName;
      if (real !== undefined) return real[useCase];
      if (!standIns.has(useCase)) standIns.set(useCase, standIn(useCase));
      return standIns.get(useCase);
    },
  });
  return {
    useCases: useCases as UseCases,
    ready,
    get loaded() {
      return real !== undefined;
    },
  };
}
