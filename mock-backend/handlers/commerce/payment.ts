import { http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { MockContext } from '../../context';
import type { OrderDoc } from '../../../fixtures/types';
import type { MockState, PaymentSession } from '../../state/types';
import { readJson, vsfError, vsfOk } from '../shared/envelope';
import { authenticate, tokenOf } from './auth';
import { accessCart } from './cart-access';
import { query } from './paths';
import { magentoDate } from './products';
import { isRecord } from './schema';
import { computeTotals } from './totals';
import { HOSTED_FORM_SCRIPT, challengePage, hostedFormScriptPath, hostedPage } from './payment-pages';

/** Test cards of the hosted page (Adyen-like numbers). */
export const TEST_CARDS = {
  plain: { number: '4111 1111 1111 1111', label: 'Visa, no 3-D Secure' },
  threeDS: { number: '4212 3456 7891 0006', label: 'Visa, 3-D Secure 2 challenge' },
  refused: { number: '4000 0000 0000 0002', label: 'Visa, refused' },
} as const;
/** The 3-D Secure challenge password of the hosted page. */
export const CHALLENGE_PASSWORD = 'password';

const FINAL: PaymentSession['status'][] = ['Authorised', 'Refused', 'Cancelled', 'Error'];

/**
 * The card payment provider (Adyen-like) as the shop's payment extension exposes it (`paymentBase`, VSF envelopes),
 * its hosted payment page (`hostedPaymentBase`) and the shop's checkout status call (`checkoutBase/status`).
 */
export function paymentHandlers(ctx: MockContext): HttpHandler[] {
  // The API answers under the shop's extension base and under the provider base (runtime config paymentProviderUrl).
  const apis = [`*${ctx.config.paymentBase}`, `*${ctx.config.hostedPaymentBase}`];
  const on = (method: 'get' | 'post', route: string, resolver: HttpResponseResolver) => apis.map((api) => http[method](`${api}/${route}`, resolver));
  const hosted = `*${ctx.config.hostedPaymentBase}/hosted`;
  const session = (id: string | null | undefined) => (id === null || id === undefined ? undefined : ctx.state.get().payments[id]);
  const sessionFrom = async (request: Request) => {
    const body = request.method === 'GET' ? undefined : await readJson(request);
    const details = isRecord(body?.details) ? body.details : undefined;
    const redirectResult = typeof details?.redirectResult === 'string' ? details.redirectResult : query(request, 'redirectResult');
    const id = query(request, 'sessionId') ?? (typeof body?.sessionId === 'string' ? body.sessionId : undefined) ?? decodeRedirect(redirectResult);
    const orderNumber = query(request, 'orderNumber') ?? (typeof body?.orderNumber === 'string' ? body.orderNumber : undefined);
    // A session id is its own key; an order number (sequential, guessable) only opens the caller's own order.
    const own = orderNumber === undefined ? undefined : ownOrder(ctx, request, orderNumber, body);
    return { body, own, found: session(id) ?? Object.values(ctx.state.get().payments).find((p) => own !== undefined && p.orderNumber === own.increment_id) };
  };
  const statusOf = (p: PaymentSession) => ({
    resultCode: p.status,
    pspReference: p.pspReference,
    merchantReference: p.orderNumber ?? p.cartId,
    amount: p.amount,
  });
  const scriptUrl = (request: Request) => `${new URL(request.url).origin}${ctx.config.hostedPaymentBase}${hostedFormScriptPath}`;
  const hostedUrl = (request: Request, id: string, step = '') => `${new URL(request.url).origin}${ctx.config.hostedPaymentBase}/hosted/${id}${step}`;

  /** Ends the hosted flow: records the result, updates the order, answers where the shopper goes next. */
  const finish = (request: Request, p: PaymentSession, status: PaymentSession['status']): Response => {
    ctx.state.update((s) => settle(ctx, s, p, status));
    const target = new URL(status === 'Authorised' ? p.returnUrl : failUrlOf(p.returnUrl), new URL(request.url).origin);
    target.searchParams.set('sessionId', p.id);
    if (p.orderNumber !== undefined) target.searchParams.set('orderNumber', p.orderNumber);
    target.searchParams.set('resultCode', status);
    target.searchParams.set('redirectResult', encodeRedirect(p.id));
    return navigate(request, target.toString());
  };

  return [
    ...on('get', 'payment-methods', ({ request }) => {
      const amount = amountOf(ctx, request);
      return vsfOk({
        paymentMethods: [
          { name: 'Credit Card', type: 'scheme', brands: ['visa', 'mc', 'amex', 'maestro'] },
          {
            name: 'iDEAL',
            type: 'ideal',
            issuers: [
              { id: '1121', name: 'Test Issuer' },
              { id: '1154', name: 'Test Issuer 5' },
            ],
          },
          { name: 'Apple Pay', type: 'applepay', brands: ['visa', 'mc'] },
        ],
        ...(amount === undefined ? {} : { amount }),
      });
    }),
    ...on('post', 'payment-information', async ({ request }) => {
      const access = accessCart(ctx, request);
      if (!access.ok) return access.response;
      const body = await readJson(request);
      const method = isRecord(body?.paymentMethod) ? body.paymentMethod.method : undefined;
      if (typeof method !== 'string' || method === '') return vsfError(500, 'No paymentMethod element provided within the request body');
      ctx.state.update(() => {
        access.cart.paymentMethod = method;
        if (isRecord(body?.billingAddress)) access.cart.billingAddress = body.billingAddress;
      });
      return vsfOk(true);
    }),
    ...on('post', 'initiate', async ({ request }) => {
      const body = (await readJson(request)) ?? {};
      const orderNumber = typeof body.orderNumber === 'string' ? body.orderNumber : undefined;
      const order = orderNumber === undefined ? undefined : ownOrder(ctx, request, orderNumber, body);
      // Someone else's order answers as an unknown one: paying for it would let its cancel page cancel it.
      if (orderNumber !== undefined && order === undefined) return vsfError(404, `No such entity with increment_id = ${orderNumber}`);
      const cartId = typeof body.cartId === 'string' ? body.cartId : (query(request, 'cartId') ?? '');
      const value =
        order !== undefined
          ? Math.round(order.grand_total * 100)
          : typeof (body.amount as { value?: unknown } | undefined)?.value === 'number'
            ? Number((body.amount as { value: number }).value)
            : undefined;
      if (value === undefined) return vsfError(500, 'An orderNumber or an amount is required');
      const origin = ctx.config.shopOrigin !== '' ? new URL(ctx.config.shopOrigin).origin : new URL(request.url).origin;
      const returnUrl = shopReturnUrl(origin, body.returnUrl);
      if (returnUrl === undefined) return vsfError(400, `Invalid returnUrl: it must be an address of the shop (${origin})`);
      const created = ctx.state.update((s) => {
        const id = ctx.ids.alnum(24);
        const p: PaymentSession = {
          id,
          cartId,
          orderNumber,
          amount: { value, currency: 'EUR' },
          returnUrl,
          status: 'Pending',
          paymentMethod: isRecord(body.paymentMethod) && typeof body.paymentMethod.type === 'string' ? body.paymentMethod.type : 'scheme',
          pspReference: ctx.ids.alnum(16).toUpperCase(),
          createdAt: ctx.clock().toISOString(),
          threeDS: body.threeDS === true,
        };
        s.payments[id] = p;
        return p;
      });
      const url = hostedUrl(request, created.id);
      return vsfOk({
        sessionId: created.id,
        pspReference: created.pspReference,
        resultCode: 'RedirectShopper',
        action: { type: 'redirect', method: 'GET', url, paymentMethodType: created.paymentMethod },
        amount: created.amount,
        expiresAt: new Date(ctx.clock().getTime() + 3600_000).toISOString(),
      });
    }),
    ...on('get', 'redirect-url', ({ request }) => {
      const p = session(query(request, 'sessionId'));
      return p === undefined ? vsfError(404, 'Unknown payment session') : vsfOk({ url: hostedUrl(request, p.id) });
    }),
    ...on('post', 'merchant-session', async ({ request }) => {
      const body = await readJson(request);
      const now = ctx.clock().getTime();
      return vsfOk({
        epochTimestamp: now,
        expiresAt: now + 3600_000,
        merchantSessionIdentifier: `SSH${ctx.ids.alnum(32)}`,
        nonce: ctx.ids.alnum(8),
        merchantIdentifier: 'merchant.mock.storefront',
        domainName: typeof body?.domainName === 'string' ? body.domainName : new URL(request.url).hostname,
        displayName: 'Storefront (mock)',
        signature: 'bW9jay1zaWduYXR1cmU=',
      });
    }),
    ...['3ds2/process', '3ds2-process'].flatMap((route) =>
      on('post', route, async ({ request }) => {
        const { body, found } = await sessionFrom(request);
        if (found === undefined) return vsfError(404, 'Unknown payment session');
        const result = body?.threeDSResult ?? body?.transStatus;
        if (typeof result !== 'string')
          return vsfOk({
            ...statusOf(found),
            resultCode: 'ChallengeShopper',
            action: { type: 'threeDS2', subtype: 'challenge', url: hostedUrl(request, found.id, '/challenge') },
          });
        const status = result === 'Y' || result === 'A' ? 'Authorised' : 'Refused';
        ctx.state.update((s) => settle(ctx, s, found, status));
        return vsfOk(statusOf(found));
      }),
    ),
    ...on('post', 'payments-details', async ({ request }) => {
      const { found } = await sessionFrom(request);
      return found === undefined ? vsfError(422, 'Invalid payload provided: details.redirectResult') : vsfOk(statusOf(found));
    }),
    ...on('get', 'payment-status', async ({ request }) => {
      const { found } = await sessionFrom(request);
      return found === undefined
        ? vsfError(404, 'Unknown payment session')
        : vsfOk({ ...statusOf(found), orderNumber: found.orderNumber ?? null, final: FINAL.includes(found.status) });
    }),
    http.get(`*${ctx.config.checkoutBase}/status`, async ({ request }) => {
      const { found, own } = await sessionFrom(request);
      const orderNumber = own?.increment_id ?? found?.orderNumber;
      const order = ctx.state.get().orders.find((o) => o.increment_id === orderNumber);
      if (found === undefined && order === undefined) return vsfError(404, 'Unknown order or payment session');
      const status =
        found === undefined
          ? 'pending'
          : { Authorised: 'success', Refused: 'failed', Error: 'failed', Cancelled: 'cancelled', Pending: 'pending', ChallengeShopper: 'pending' }[
              found.status
            ];
      return vsfOk({
        status,
        orderNumber: orderNumber ?? null,
        orderStatus: order?.status ?? null,
        resultCode: found?.status ?? null,
        grandTotal: order?.grand_total ?? null,
      });
    }),

    http.get(
      `*${ctx.config.hostedPaymentBase}${hostedFormScriptPath}`,
      () => new HttpResponse(HOSTED_FORM_SCRIPT, { headers: { 'content-type': 'text/javascript; charset=utf-8' } }),
    ),
    http.get(`${hosted}/:sessionId`, ({ request, params }) => {
      const p = session(String(params.sessionId));
      if (p === undefined)
        return new HttpResponse('<!doctype html><title>Payment</title><p>This payment session does not exist or has expired.</p>', {
          status: 404,
          headers: { 'content-type': 'text/html; charset=utf-8' },
        });
      return html(hostedPage(p, hostedUrl(request, p.id), scriptUrl(request), TEST_CARDS));
    }),
    http.get(`${hosted}/:sessionId/challenge`, ({ request, params }) => {
      const p = session(String(params.sessionId));
      return p === undefined
        ? vsfError(404, 'Unknown payment session')
        : html(challengePage(p, hostedUrl(request, p.id), scriptUrl(request), CHALLENGE_PASSWORD));
    }),
    http.post(`${hosted}/:sessionId/:action`, async ({ request, params }) => {
      const p = session(String(params.sessionId));
      if (p === undefined) return vsfError(404, 'Unknown payment session');
      if (FINAL.includes(p.status)) return vsfError(409, `Payment session already ${p.status}`);
      const form = await readForm(request);
      switch (params.action) {
        case 'pay': {
          const card = (form.card ?? TEST_CARDS.plain.number).replace(/\s+/g, '');
          if (card === TEST_CARDS.refused.number.replace(/\s+/g, '')) return finish(request, p, 'Refused');
          if (p.threeDS || card === TEST_CARDS.threeDS.number.replace(/\s+/g, '')) {
            ctx.state.update(() => void (p.status = 'ChallengeShopper'));
            return navigate(request, hostedUrl(request, p.id, '/challenge'));
          }
          return finish(request, p, 'Authorised');
        }
        case 'challenge':
          return finish(request, p, form.password === CHALLENGE_PASSWORD ? 'Authorised' : 'Refused');
        case 'fail':
          return finish(request, p, 'Refused');
        case 'cancel':
          return finish(request, p, 'Cancelled');
        default:
          return vsfError(404, `Unknown action ${String(params.action)}`);
      }
    }),
  ];
}

function amountOf(ctx: MockContext, request: Request): { value: number; currency: string } | undefined {
  if (query(request, 'cartId') === null) return undefined;
  const access = accessCart(ctx, request);
  if (!access.ok) return undefined;
  return { value: Math.round(Number(computeTotals(ctx, access.cart).grand_total) * 100), currency: 'EUR' };
}

/**
 * The order behind `orderNumber` when the caller may see it: with the order's own key (the `orderId` the shop sent
 * as `order_id` when it placed it, random per order) or with the valid token of the customer it belongs to.
 */
function ownOrder(ctx: MockContext, request: Request, orderNumber: string, body: Record<string, unknown> | undefined): OrderDoc | undefined {
  const order = ctx.state.get().orders.find((o) => o.increment_id === orderNumber);
  if (order === undefined) return undefined;
  const key = query(request, 'orderId') ?? (typeof body?.orderId === 'string' ? body.orderId : undefined);
  if (key !== null && key !== undefined && key !== '' && order.ext_order_id === key) return order;
  if (order.customer_id === 0 || tokenOf(request) === undefined) return undefined;
  const auth = authenticate(ctx, request);
  return auth.ok && auth.customerId === order.customer_id ? order : undefined;
}

/** The return address when it is on the shop's own origin (a path counts as one); anything else is refused. */
export function shopReturnUrl(shopOrigin: string, asked: unknown): string | undefined {
  if (asked === undefined || asked === null || asked === '') return `${shopOrigin}/checkout-return`;
  if (typeof asked !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(asked, `${shopOrigin}/`);
  } catch {
    return undefined;
  }
  return url.origin === shopOrigin && (url.protocol === 'https:' || url.protocol === 'http:') ? url.toString() : undefined;
}

/** `/en/checkout-return?x` → `/en/checkout-failed?x`; other return URLs get `/checkout-failed` on their origin. */
export function failUrlOf(returnUrl: string): string {
  return returnUrl.includes('checkout-return')
    ? returnUrl.replace('checkout-return', 'checkout-failed')
    : new URL('/checkout-failed', new URL(returnUrl, 'http://localhost')).toString();
}

function settle(ctx: MockContext, s: MockState, p: PaymentSession, status: PaymentSession['status']): void {
  p.status = status;
  const order = p.orderNumber === undefined ? undefined : s.orders.find((o) => o.increment_id === p.orderNumber);
  if (order === undefined || order.status !== 'pending') return;
  const now = magentoDate(ctx.clock());
  if (status === 'Authorised') {
    order.status = 'processing';
    order.state = 'processing';
    order.total_paid = order.grand_total;
  } else if (status === 'Refused' || status === 'Cancelled') {
    order.status = 'canceled';
    order.state = 'canceled';
    for (const item of order.items) s.stockSold[item.sku] = Math.max(0, (s.stockSold[item.sku] ?? 0) - item.qty_ordered);
  } else {
    return;
  }
  order.payment.additional_information = [`pspReference: ${p.pspReference}`, `resultCode: ${status}`];
  order.updated_at = now;
  order.status_histories.push({ comment: `Payment ${status} (${p.pspReference})`, created_at: now, status: order.status, is_customer_notified: 0 });
}

/** JSON for the page's script (`{ redirect }`), a 303 for a plain form post. */
function navigate(request: Request, url: string): Response {
  if ((request.headers.get('accept') ?? '').includes('application/json')) return HttpResponse.json({ redirect: url });
  return new HttpResponse(null, { status: 303, headers: { location: url } });
}

function html(body: string): Response {
  return new HttpResponse(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

async function readForm(request: Request): Promise<Record<string, string>> {
  const text = await request.text();
  if (text.trim().startsWith('{')) {
    try {
      return JSON.parse(text) as Record<string, string>;
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function encodeRedirect(id: string): string {
  return btoa(`session:${id}`);
}

function decodeRedirect(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  try {
    const decoded = atob(value);
    return decoded.startsWith('session:') ? decoded.slice(8) : undefined;
  } catch {
    return undefined;
  }
}
