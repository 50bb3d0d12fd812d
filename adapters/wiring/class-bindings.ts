import { type ContainerModuleLoadOptions } from 'inversify';

/**
 * How a module binds the classes it composes (use cases and the state they share): `bound` binds each to itself as a
 * singleton; `on first use` leaves them to a container made with `{ autobind: true, defaultScope: 'Singleton' }`,
 * which binds a class the same way the first time it is asked for. A server request builds a fresh container and a
 * page render asks for about ten of the ~100 classes, so binding all of them was most of the container's cost
 * (ui/composition/server-container.ts).
 */
export type ClassBinding = 'bound' | 'on first use';

/** The settings a container needs for `on first use` (ui/composition/server-container.ts). */
export const onFirstUseContainerOptions = { autobind: true, defaultScope: 'Singleton' } as const;

/** Any class: every constructor is assignable to one that takes arguments of no type. */
type AnyClass = new (...args: never[]) => unknown;

export function bindClasses(bind: ContainerModuleLoadOptions['bind'], classes: readonly AnyClass[], how: ClassBinding): void {
  if (how === 'on first use') return;
  for (const type of classes) bind(type).toSelf().inSingletonScope();
}
