import { type Container } from 'inversify';
import { type UseCaseName, type UseCases, useCaseClasses } from '../app/use-cases';

/**
 * The UI's use cases over one container, each resolved on first use: a server request that renders a product page
 * never builds the checkout's use cases.
 */
export function resolveUseCases(container: Container): UseCases {
  const resolved: Partial<Record<UseCaseName, unknown>> = {};
  const useCases = {};
  for (const name of Object.keys(useCaseClasses) as UseCaseName[]) {
    Object.defineProperty(useCases, name, {
      enumerable: true,
      get: () => (resolved[name] ??= container.get<unknown>(useCaseClasses[name] as never)),
    });
  }
  return useCases as UseCases;
}
