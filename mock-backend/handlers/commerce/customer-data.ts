import { http, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { MockContext } from '../../context';
import type { MockState } from '../../state/types';
import { readJson, vsfError, vsfOk } from '../shared/envelope';
import { authenticate } from './auth';
import { query } from './paths';
import { isRecord } from './schema';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The customer-data service (cart spec §7): newsletter-subscribe (GET status, POST subscribe with `?email=` or a
 * JSON body `{ email, token }`, DELETE unsubscribe), the logged-in customer's `mine/subscription` (GET, POST|PUT,
 * DELETE), and the contact calls (contact id by customKey, contact overview, PATCH contact).
 */
export function customerDataHandlers(ctx: MockContext): HttpHandler[] {
  const base = `*${ctx.config.customerDataBase}`;
  const mineBases = [base, ...ctx.config.commerceExtBases.map((b) => `*${b}`)];
  const emailOf = async (request: Request): Promise<string | undefined> => {
    const fromQuery = query(request, 'email');
    if (fromQuery !== null && fromQuery !== '') return fromQuery.trim().toLowerCase();
    const body = request.method === 'GET' ? undefined : await readJson(request);
    return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined;
  };
  const mineGet: HttpResponseResolver = ({ request }) => {
    const auth = authenticate(ctx, request);
    if (!auth.ok) return auth.response;
    const email = auth.record.customer.email.toLowerCase();
    return vsfOk({ email, is_subscribed: ctx.state.get().newsletter[email]?.subscribed ?? false });
  };
  const mineUpdate: HttpResponseResolver = async ({ request }) => {
    const auth = authenticate(ctx, request);
    if (!auth.ok) return auth.response;
    const body = await readJson(request);
    const wanted = body?.is_subscribed ?? body?.subscribed;
    if (typeof wanted !== 'boolean') return vsfError(500, 'No is_subscribed element provided within the request body');
    const email = auth.record.customer.email.toLowerCase();
    ctx.state.update((s) => setSubscription(s, email, wanted, auth.record.contactId));
    return vsfOk({ email, is_subscribed: wanted });
  };
  /** `DELETE mine/subscription`: the customer unsubscribes; answers the same shape as the update. */
  const mineDelete: HttpResponseResolver = ({ request }) => {
    const auth = authenticate(ctx, request);
    if (!auth.ok) return auth.response;
    const email = auth.record.customer.email.toLowerCase();
    ctx.state.update((s) => setSubscription(s, email, false, auth.record.contactId));
    return vsfOk({ email, is_subscribed: false });
  };

  return [
    http.get(`${base}/newsletter-subscribe`, async ({ request }) => {
      const email = await emailOf(request);
      if (email === undefined || !EMAIL.test(email)) return vsfError(400, 'Invalid e-mail provided!');
      const entry = ctx.state.get().newsletter[email];
      return vsfOk(entry?.subscribed === true ? 'subscribed' : entry === undefined ? 'not_found' : 'unsubscribed');
    }),
    http.post(`${base}/newsletter-subscribe`, async ({ request }) => {
      const email = await emailOf(request);
      if (email === undefined || !EMAIL.test(email)) return vsfError(400, 'Invalid e-mail provided!');
      const result = ctx.state.update((s) => {
        const existing = s.newsletter[email];
        const emailExists = existing?.subscribed === true;
        const contactId = existing?.contactId ?? newContact(s, email);
        setSubscription(s, email, true, contactId);
        return { contact_id: contactId, email_exists: emailExists };
      });
      return vsfOk(result);
    }),
    http.delete(`${base}/newsletter-subscribe`, async ({ request }) => {
      const email = await emailOf(request);
      if (email === undefined || !EMAIL.test(email)) return vsfError(400, 'Invalid e-mail provided!');
      const entry = ctx.state.get().newsletter[email];
      if (entry === undefined) return vsfError(404, `No subscriber with email ${email}`);
      ctx.state.update((s) => setSubscription(s, email, false, entry.contactId));
      return vsfOk(true);
    }),
    ...mineBases.map((b) => http.get(`${b}/mine/subscription`, mineGet)),
    ...mineBases.flatMap((b) => [
      http.post(`${b}/mine/subscription`, mineUpdate),
      http.put(`${b}/mine/subscription`, mineUpdate),
      http.delete(`${b}/mine/subscription`, mineDelete),
    ]),
    http.get(`${base}/contact`, ({ request }) => {
      const customKey = query(request, 'customKey');
      if (customKey === null || customKey === '') return vsfError(400, 'customKey parameter is required');
      const contact = Object.values(ctx.state.get().contacts).find((c) => c.customKey === customKey);
      return contact === undefined ? vsfError(404, `No contact with customKey ${customKey}`) : vsfOk(contact.contactId);
    }),
    http.get(`${base}/contact/:contactId/overview`, ({ params }) => {
      const contact = ctx.state.get().contacts[String(params.contactId)];
      if (contact === undefined) return vsfError(404, `No contact ${String(params.contactId)}`);
      const subscribed = ctx.state.get().newsletter[contact.email.toLowerCase()]?.subscribed ?? false;
      return vsfOk({ ...contact, newsletter: subscribed });
    }),
    http.patch(`${base}/contact/:contactId`, async ({ params, request }) => {
      const contact = ctx.state.get().contacts[String(params.contactId)];
      if (contact === undefined) return vsfError(404, `No contact ${String(params.contactId)}`);
      const body = await readJson(request);
      if (!isRecord(body)) return vsfError(400, 'A JSON object body is required');
      const { contactId: _id, customKey: _key, ...changes } = body;
      ctx.state.update(() => Object.assign(contact, changes));
      return vsfOk(contact);
    }),
  ];
}

function newContact(s: MockState, email: string): string {
  s.seq.contact += 1;
  const contactId = `NL-${String(s.seq.contact).padStart(6, '0')}`;
  s.contacts[contactId] = { contactId, customKey: email, email };
  return contactId;
}

function setSubscription(s: MockState, email: string, subscribed: boolean, contactId: string): void {
  s.newsletter[email] = { subscribed, contactId };
  const customer = Object.values(s.customers).find((c) => c.customer.email.toLowerCase() === email);
  if (customer !== undefined) customer.customer.extension_attributes.is_subscribed = subscribed;
}
