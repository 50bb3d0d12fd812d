import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React.lazy keeps a failed import for good; this makes one lazy component per attempt, so LazyBoundary's
 * 'Try again' imports afresh. Created once per loader (a component cache, not a shopper's state).
 */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): (attempt: number) => LazyExoticComponent<ComponentType<P>> {
  const byAttempt = new Map<number, LazyExoticComponent<ComponentType<P>>>();
  return (attempt) => {
    let component = byAttempt.get(attempt);
    if (!component) {
      component = lazy(load);
      byAttempt.set(attempt, component);
    }
    return component;
  };
}
