import { getResponse, http, type HttpHandler } from 'msw';
import type { MockContext } from '../context';
import { vsfError } from '../handlers/shared/envelope';
import { parseJsonBody } from '../handlers/shared/json-body';
import type { ThrottledAction } from './limits';
import { clientOf } from './throttle';

/** Magento's one answer to a wrong password, an unknown address and a locked account alike. */
const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

type Body = Record<string, unknown> | undefined;

interface Route {
  readonly action: ThrottledAction;
  readonly method: 'post';
  readonly patterns: readonly string[];
  /** The account the call is about (an address, a cart, a product and author), when it names one. */
  readonly account: (request: Request, body: Body) => string | undefined;
  /** Only some calls of the path count (a guest cart is one created without a customer token). */
  readonly applies?: (request: Request) => boolean;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const param = (request: Request, name: string) => text(new URL(request.url).searchParams.get(name));
const record = (value: unknown): Body =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

function routes(ctx: MockContext): Route[] {
  const { apiBase, commerceExtBases, customerDataBase, loyaltyBase, reviewsBase } = ctx.config;
  const user = (route: string) => [`*${apiBase}/user/${route}`, ...commerceExtBases.map((base) => `*${base}/${route}`)];
  const cart = (route: string) => [`*${apiBase}/cart/${route}`, ...commerceExtBases.map((base) => `*${base}/cart/${route}`)];
  return [
    { action: 'login', method: 'post', patterns: user('login'), account: (_r, body) => text(body?.username) },
    { action: 'reset-password', method: 'post', patterns: user('reset-password'), account: (_r, body) => text(body?.email) },
    { action: 'register', method: 'post', patterns: user('create'), account: (_r, body) => text(record(body?.customer)?.email) },
    {
      action: 'newsletter',
      method: 'post',
      patterns: [`*${customerDataBase}/newsletter-subscribe`],
      account: (request, body) => param(request, 'email') ?? text(body?.email),
    },
    { action: 'coupon', method: 'post', patterns: [...cart('apply-coupon'), `*${loyaltyBase}/coupon`], account: (request) => param(request, 'cartId') },
    {
      action: 'review',
      method: 'post',
      patterns: [`*${reviewsBase}/create`],
      account: (request, body) => {
        const review = record(body?.review);
        const author = param(request, 'token') ?? text(review?.nickname);
        return author === undefined ? undefined : `${String(review?.product_id ?? '')}:${author}`;
      },
    },
    {
      action: 'guest-cart',
      method: 'post',
      patterns: cart('create'),
      account: () => undefined,
      applies: (request) => param(request, 'token') === undefined && !request.headers.has('authorization'),
    },
  ];
}

/** 429 in the VSF envelope with `Retry-After`, the answer the shop's HTTP adapter turns into its 'throttled' failure. */
export function tooManyRequests(seconds: number): Response {
  return vsfError(429, `Too many requests. Please wait ${seconds} seconds and try again.`, { 'Retry-After': String(seconds) });
}

/** The body as the service will read it (a copy: the service reads the original); nothing when it is no JSON object. */
async function bodyOf(request: Request): Promise<Body> {
  const parsed = await parseJsonBody(request.clone());
  return parsed.ok ? parsed.value : undefined;
}

/**
 * Puts the throttle in front of `inner` (the services behind the fault gate): a call over its client's or its
 * account's limit answers 429 without running the service; a sign-in to a locked address answers Magento's failure
 * text without checking the password, and each failed sign-in counts towards the lock.
 */
export function withThrottle(ctx: MockContext, inner: readonly HttpHandler[]): HttpHandler[] {
  const gates = routes(ctx).flatMap((route) =>
    route.patterns.map((pattern) =>
      http[route.method](pattern, async ({ request }) => {
        if (route.applies !== undefined && !route.applies(request)) return undefined;
        const body = await bodyOf(request);
        const account = route.account(request, body);
        const refused = await ctx.throttle.take(route.action, clientOf(request), route.action === 'login' ? undefined : account);
        if (refused !== undefined) return tooManyRequests(refused);
        if (route.action !== 'login' || account === undefined) return undefined;
        if (await ctx.throttle.locked(account)) return vsfError(401, SIGN_IN_FAILED);
        const response = await getResponse([...inner], request);
        if (response?.status === 401) await ctx.throttle.failedSignIn(account);
        else if (response?.status === 200) await ctx.throttle.signedIn(account);
        return response;
      }),
    ),
  );
  return [...gates, ...inner];
}
