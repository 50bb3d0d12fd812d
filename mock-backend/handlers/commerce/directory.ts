import { http, type HttpHandler } from 'msw';
import { storeCodeOf, type MockContext } from '../../context';
import { hasRoomForReview, STATE_FULL } from '../../state/caps';
import { readJson, vsfError, vsfOk } from '../shared/envelope';
import { authenticate } from './auth';
import { query } from './paths';
import { isRecord } from './schema';

/**
 * Small Magento-side services: directory countries and currency (Magento `directory/countries`,
 * `directory/currency` shapes), review creation, and the mail service (`get-token`, `send-email`).
 */
export function directoryHandlers(ctx: MockContext): HttpHandler[] {
  const dir = `*${ctx.config.directoryBase}`;
  return [
    http.get(`${dir}/countries`, ({ request }) => vsfOk(ctx.fixtures.countries[storeCodeOf(ctx, request)] ?? [])),
    http.get(`${dir}/countries/:countryId`, ({ request, params }) => {
      const country = (ctx.fixtures.countries[storeCodeOf(ctx, request)] ?? []).find((c) => c.id === String(params.countryId).toUpperCase());
      return country === undefined ? vsfError(404, `No such entity with countryId = ${String(params.countryId)}`) : vsfOk(country);
    }),
    http.get(`${dir}/currency`, () =>
      vsfOk({
        base_currency_code: 'EUR',
        base_currency_symbol: '€',
        default_display_currency_code: 'EUR',
        default_display_currency_symbol: '€',
        available_currency_codes: ['EUR'],
        exchange_rates: [{ currency_to: 'EUR', rate: 1 }],
      }),
    ),
  ];
}

/** `POST {reviews}/create` with `{ review: { product_id, title, detail, nickname, … } }`; stored as pending (status 2). */
export function reviewHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.post(`*${ctx.config.reviewsBase}/create`, async ({ request }) => {
      const review = (await readJson(request))?.review;
      if (!isRecord(review)) return vsfError(500, 'No review element provided within the request body');
      const missing = ['product_id', 'title', 'detail', 'nickname'].find((f) => review[f] === undefined || review[f] === '');
      if (missing !== undefined) return vsfError(400, `"${missing}" is required. Enter and try again.`);
      const auth = query(request, 'token') === null ? undefined : authenticate(ctx, request);
      if (auth !== undefined && !auth.ok) return auth.response;
      if (!hasRoomForReview(ctx.state.get(), ctx.config.stateCaps)) return vsfError(503, STATE_FULL);
      const stored = ctx.state.update((s) => {
        const entry = {
          id: s.reviews.length + 1,
          ...review,
          customer_id: auth?.ok === true ? auth.customerId : null,
          review_entity: review.review_entity ?? 'product',
          review_status: 2,
          stores: [ctx.fixtures.storeViews.find((v) => v.storeCode === storeCodeOf(ctx, request))?.storeId ?? 1],
          created_at: ctx.clock().toISOString(),
        };
        s.reviews.push(entry);
        return entry;
      });
      return vsfOk(stored);
    }),
  ];
}

const MAX_MAIL_TOKENS = 1_000;

/** vsf mail-service: `GET|POST get-token` answers a one-time token, `POST send-email` needs it. Mails land in state. */
export function mailHandlers(ctx: MockContext): HttpHandler[] {
  const base = `*${ctx.config.mailServiceBase}`;
  const issued = new Set<string>();
  const token = () => {
    // Unguessable: the token is all that authorises sending a mail.
    const value = `mail-${ctx.ids.alnum(32)}`;
    issued.add(value);
    // Tokens nobody used are forgotten oldest first, so asking for tokens cannot grow the set without end.
    if (issued.size > MAX_MAIL_TOKENS) issued.delete(issued.values().next().value!);
    return vsfOk(value);
  };
  return [
    http.get(`${base}/get-token`, token),
    http.post(`${base}/get-token`, token),
    http.post(`${base}/send-email`, async ({ request }) => {
      const body = await readJson(request);
      if (body === undefined || typeof body.token !== 'string' || !issued.has(body.token)) return vsfError(500, 'Email is not authorized!');
      const missing = ['sourceAddress', 'targetAddress', 'subject', 'emailText'].find((f) => typeof body[f] !== 'string' || body[f] === '');
      if (missing !== undefined) return vsfError(500, `Invalid ${missing}`);
      issued.delete(body.token);
      ctx.state.update((s) => void s.mails.push({ type: 'send-email', ...body, token: undefined, sentAt: ctx.clock().toISOString() }));
      return vsfOk('Email sent successfully');
    }),
  ];
}
