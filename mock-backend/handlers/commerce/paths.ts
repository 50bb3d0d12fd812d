import type { MockContext } from '../../context';

/** MSW patterns for a commerce route under every base that serves it (any origin). */
export function userPaths(ctx: MockContext, route: string): string[] {
  return [`*${ctx.config.apiBase}/user/${route}`, ...ctx.config.commerceExtBases.map((base) => `*${base}/${route}`)];
}

export function cartPaths(ctx: MockContext, route: string): string[] {
  return [`*${ctx.config.apiBase}/cart/${route}`, ...ctx.config.commerceExtBases.map((base) => `*${base}/cart/${route}`)];
}

/** True when the request came in under an extension base rather than the stock `/api/user` path. */
export function isExtRequest(ctx: MockContext, request: Request): boolean {
  const path = new URL(request.url).pathname;
  return ctx.config.commerceExtBases.some((base) => path.startsWith(base + '/'));
}

export function query(request: Request, name: string): string | null {
  return new URL(request.url).searchParams.get(name);
}
