import { Container } from 'inversify';

/**
 * Every container of the shop binds a class the first time it is asked for, once (a singleton per container): the
 * modules bind only ports, settings and constants, and the use-case catalogue (application/use-cases/) is the one
 * list of what can be asked for. A server request builds a fresh container and a page render asks for about ten of
 * the ~100 classes, so binding all of them up front was most of the container's cost.
 */
export const containerOptions = { autobind: true, defaultScope: 'Singleton' } as const;

export const newContainer = (): Container => new Container(containerOptions);
