import { type Container } from 'inversify';
import { type UseCaseClass, type UseCasesOf } from '../../application/use-cases/use-cases-of';

/**
 * A catalogue's use cases over one container, each resolved on first use: a server request that renders a product
 * page never builds the checkout's use cases.
 */
export function resolveUseCases<Catalogue extends Readonly<Record<string, UseCaseClass>>>(container: Container, catalogue: Catalogue): UseCasesOf<Catalogue> {
  const resolved: Record<string, unknown> = {};
  const useCases = {};
  for (const [name, useCase] of Object.entries(catalogue)) {
    Object.defineProperty(useCases, name, {
      enumerable: true,
      get: () => (resolved[name] ??= container.get<unknown>(useCase as never)),
    });
  }
  return useCases as UseCasesOf<Catalogue>;
}
