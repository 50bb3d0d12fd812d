import { http, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { CustomerAddressDoc, CustomerDoc } from '../../../fixtures/types';
import { storeCodeOf, type MockContext } from '../../context';
import { hasRoomForRegistration, STATE_FULL } from '../../state/caps';
import { checkPassword, hashPassword } from '../../state/passwords';
import { resetTokenSecret, sameSecret } from '../../state/session-secrets';
import type { CustomerRecord, MockState } from '../../state/types';
import { readJson, vsfError, vsfOk } from '../shared/envelope';
import { textOf } from '../shared/json-body';
import { authenticate, groupToken, issueTokens, tokenOf, touchLoyaltySession } from './auth';
import { familyOf, revokeCustomerSessions, revokeFamily, rotateSession } from './sessions';
import { isExtRequest, userPaths } from './paths';
import { magentoDate } from './products';
import { isRecord, passwordProblem, required, typeError, validateCustomer } from './schema';

const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const REFRESH_FAILED = 'Error refreshing user token. User is not authorized to access the resource';
const PASSWORD_MISMATCH = "The password doesn't match this account. Verify the password and try again.";
/** Magento's default lifetime of a password-reset link (customer/password/reset_link_expiration_period: 1 hour). */
export const RESET_TOKEN_TTL_MS = 3600_000;

/** Customer calls of the VSF API (`/api/user/*`) and of the commerce extension (`{ext}/*`), wire §1 and cart spec §7. */
export function userHandlers(ctx: MockContext): HttpHandler[] {
  const on = (method: 'get' | 'post' | 'delete', route: string, resolver: HttpResponseResolver) =>
    userPaths(ctx, route).map((path) => http[method](path, resolver));
  /** The extension adds the loyalty session expiry to its answers (cart spec §4); the stock API does not. */
  const sessionMeta = (request: Request, s: MockState, customerId: number) =>
    isExtRequest(ctx, request) ? { session_expires: touchLoyaltySession(ctx, s, customerId) } : undefined;
  const withCustomer =
    (run: (record: CustomerRecord, request: Request, customerId: number) => Response | Promise<Response>): HttpResponseResolver =>
    async ({ request }) => {
      const auth = authenticate(ctx, request);
      return auth.ok ? run(auth.record, request, auth.customerId) : auth.response;
    };

  return [
    ...on('post', 'login', async ({ request }) => {
      const body = await readJson(request);
      await ctx.state.settled();
      const record = findByEmail(ctx.state.get(), textOf(body?.username));
      if (record === undefined || !(await checkPassword(ctx.fixtures, record, body?.password))) return vsfError(401, SIGN_IN_FAILED);
      const { token, refreshToken, meta } = ctx.state.update((s) => {
        const issued = issueTokens(ctx, s, record.customer.id);
        return { ...issued, meta: sessionMeta(request, s, record.customer.id) };
      });
      return vsfOk(token, { refreshToken, ...meta });
    }),
    ...on('post', 'refresh', async ({ request }) => {
      const refreshToken = (await readJson(request))?.refreshToken;
      if (typeof refreshToken !== 'string' || refreshToken === '') return vsfError(500, 'No refresh token provided');
      const issued = ctx.state.update((s) => {
        const rotation = rotateSession(ctx, s, refreshToken);
        return rotation.ok ? { ...rotation.issued, meta: sessionMeta(request, s, rotation.customerId) } : undefined;
      });
      if (issued === undefined) return vsfError(401, REFRESH_FAILED);
      return vsfOk(issued.token, { refreshToken: issued.refreshToken, ...issued.meta });
    }),
    // Logout: the access token (header or query) and the refresh token (body) and their whole family end; a token
    // already gone is no error, so a logout sent late by the offline queue still answers true.
    ...on('post', 'revoke', async ({ request }) => {
      const body = await readJson(request);
      const refreshToken = textOf(body?.refreshToken);
      const token = textOf(body?.token) || tokenOf(request);
      ctx.state.update((s) => {
        const family = familyOf(s, { ...(token ? { access: token } : {}), ...(refreshToken ? { refresh: refreshToken } : {}) });
        if (family !== undefined) revokeFamily(s, family);
      });
      return vsfOk(true);
    }),
    ...on('post', 'create', async ({ request }) => {
      const body = await readJson(request);
      if (body === undefined) return vsfError(400, [typeError('', '#', 'object')]);
      if (body.customer === undefined) return vsfError(400, [required('', '#', 'customer')]);
      const invalid = validateCustomer(body.customer, '.customer', '#/properties/customer');
      if (invalid !== undefined) return vsfError(400, [invalid]);
      if (body.password === undefined) return vsfError(400, [required('', '#', 'password')]);
      if (typeof body.password !== 'string') return vsfError(400, [typeError('.password', '#/properties/password', 'string')]);
      const input = body.customer as Record<string, unknown>;
      const weak = passwordProblem(body.password);
      if (weak !== undefined) return vsfError(400, weak);
      if (!hasRoomForRegistration(ctx.state.get(), ctx.config.stateCaps, ctx.fixtures.customers.length)) return vsfError(503, STATE_FULL);
      // Hashed for a taken address too: the answer takes as long as a registration.
      const passwordHash = await hashPassword(body.password, ctx.config.passwordIterations);
      const store = storeCodeOf(ctx, request);
      // A taken address answers like a new one and tells its owner by mail, so registering cannot find out who has an
      // account here (the sign-in after it fails as any wrong password does).
      const customer = ctx.state.update((s) => {
        const owner = findByEmail(s, String(input.email));
        if (owner === undefined) return register(ctx, s, input, passwordHash, store);
        s.mails.push({ type: 'registration-attempt', to: owner.customer.email, sentAt: ctx.clock().toISOString() });
        // A new customer's record, numbered like one, never stored.
        return newCustomer(ctx, s, input, store);
      });
      return vsfOk(customer);
    }),
    ...on('post', 'reset-password', async ({ request }) => {
      const email = (await readJson(request))?.email;
      if (typeof email !== 'string' || email === '') return vsfError(500, 'Invalid e-mail provided!');
      const record = findByEmail(ctx.state.get(), email);
      // An unknown address gets the same answer as a known one: the form must not tell who has an account.
      if (record === undefined) return vsfOk(true);
      ctx.state.update((s) => {
        const resetToken = resetTokenSecret(ctx.ids);
        s.resetTokens[record.customer.email.toLowerCase()] = resetToken;
        (s.resetTokenExpiresAt ??= {})[record.customer.email.toLowerCase()] = ctx.clock().getTime() + RESET_TOKEN_TTL_MS;
        s.mails.push({ type: 'reset-password', to: record.customer.email, resetToken, sentAt: ctx.clock().toISOString() });
      });
      return vsfOk(true);
    }),
    ...on('post', 'create-password', async ({ request }) => {
      const body = await readJson(request);
      const email = textOf(body?.email).toLowerCase();
      const record = findByEmail(ctx.state.get(), email);
      // An unknown address reads as a wrong token, not as "no such customer".
      if (record === undefined || !liveResetToken(ctx, email, body?.resetToken)) {
        return vsfError(400, 'The password token is mismatched. Reset and try again.');
      }
      const newPassword = textOf(body?.newPassword);
      const weak = passwordProblem(newPassword);
      if (weak !== undefined) return vsfError(400, weak);
      const passwordHash = await hashPassword(newPassword, ctx.config.passwordIterations);
      ctx.state.update((s) => {
        record.passwordHash = passwordHash;
        delete s.resetTokens[email];
        delete s.resetTokenExpiresAt?.[email];
        // A reset means the password may be known to someone else: every session ends.
        revokeCustomerSessions(s, record.customer.id);
      });
      return vsfOk(true);
    }),
    ...on(
      'post',
      'change-password',
      withCustomer(async (record, request) => {
        const body = await readJson(request);
        await ctx.state.settled();
        if (!(await checkPassword(ctx.fixtures, record, body?.currentPassword))) {
          return vsfError(500, PASSWORD_MISMATCH);
        }
        const newPassword = textOf(body?.newPassword);
        const weak = passwordProblem(newPassword);
        if (weak !== undefined) return vsfError(500, weak);
        const passwordHash = await hashPassword(newPassword, ctx.config.passwordIterations);
        const keep = familyOf(ctx.state.get(), { access: tokenOf(request) });
        ctx.state.update((s) => {
          record.passwordHash = passwordHash;
          // Every other session ends; the one that changed the password goes on.
          revokeCustomerSessions(s, record.customer.id, keep);
        });
        return vsfOk(true);
      }),
    ),
    ...on(
      'get',
      'me',
      withCustomer((record, request, customerId) => {
        const meta = ctx.state.update((s) => sessionMeta(request, s, customerId));
        return vsfOk(profile(ctx, record), meta);
      }),
    ),
    ...on(
      'post',
      'me',
      withCustomer(async (record, request, customerId) => {
        const body = await readJson(request);
        if (body?.customer === undefined) return vsfError(500, [required('', '#', 'customer')]);
        const invalid = validateCustomer(body.customer, '.customer', '#/properties/customer');
        if (invalid !== undefined) return vsfError(500, [invalid]);
        const update = body.customer as Record<string, unknown>;
        const other = findByEmail(ctx.state.get(), String(update.email));
        if (other !== undefined && other !== record) return vsfError(400, 'A customer with the same email address already exists in an associated website.');
        if (String(update.email).trim().toLowerCase() !== record.customer.email.toLowerCase()) {
          // Magento asks for the current password before it changes the sign-in address.
          await ctx.state.settled();
          if (!(await checkPassword(ctx.fixtures, record, body?.currentPassword))) return vsfError(400, PASSWORD_MISMATCH);
        }
        const addresses = Array.isArray(update.addresses) ? (update.addresses as Record<string, unknown>[]) : undefined;
        const foreign = addresses?.find((a) => a.customer_id !== undefined && Number(a.customer_id) !== customerId);
        if (foreign !== undefined) return vsfError(403, 'The address does not belong to this customer.');
        const meta = ctx.state.update((s) => {
          applyProfile(ctx, s, record, update, addresses);
          return sessionMeta(request, s, customerId);
        });
        return vsfOk(profile(ctx, record), meta);
      }),
    ),
    ...on(
      'get',
      'order-history',
      withCustomer((record, request) => {
        const params = new URL(request.url).searchParams;
        const pageSize = positive(params.get('pageSize'), 20);
        const currentPage = positive(params.get('currentPage'), 1);
        const mine = ctx.state
          .get()
          .orders.filter((o) => o.customer_id === record.customer.id)
          .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.entity_id - a.entity_id));
        return vsfOk({
          items: mine.slice((currentPage - 1) * pageSize, currentPage * pageSize),
          search_criteria: {
            filter_groups: [{ filters: [{ field: 'customer_id', value: String(record.customer.id), condition_type: 'eq' }] }],
            sort_orders: [{ field: 'created_at', direction: 'DESC' }],
            page_size: pageSize,
            current_page: currentPage,
          },
          total_count: mine.length,
        });
      }),
    ),
    ...on('post', 'search', async ({ request }) => {
      const email = (await readJson(request))?.email_address;
      if (typeof email !== 'string' || email === '') return vsfError(500, 'No email_address provided');
      const exists = findByEmail(ctx.state.get(), email) !== undefined;
      return vsfOk(exists, { customer_exists: exists });
    }),
    ...on(
      'post',
      'address',
      withCustomer(async (record, request) => {
        const body = await readJson(request);
        const address = body?.address;
        if (!isRecord(address)) return vsfError(500, 'No address element provided within the request body');
        ctx.state.update((s) => {
          s.seq.address += 1;
          record.customer.addresses.push(toAddress(address, s.seq.address, record.customer.id));
          record.customer.updated_at = magentoDate(ctx.clock());
        });
        return vsfOk(profile(ctx, record));
      }),
    ),
    ...on(
      'delete',
      'address',
      withCustomer(async (record, request, customerId) => {
        const params = new URL(request.url).searchParams;
        const body = await readJson(request);
        const userId = params.get('user_id') ?? body?.user_id;
        const addressId = params.get('address_id') ?? body?.address_id;
        if (addressId === undefined || addressId === null) return vsfError(500, 'No address_id provided');
        if (userId !== undefined && userId !== null && Number(userId) !== customerId) return vsfError(403, 'The address does not belong to this customer.');
        const index = record.customer.addresses.findIndex((a) => String(a.id) === String(addressId));
        if (index < 0) return vsfError(404, `No such entity with addressId = ${String(addressId)}`);
        ctx.state.update(() => void record.customer.addresses.splice(index, 1));
        return vsfOk(profile(ctx, record));
      }),
    ),
  ];
}

/** The reset token mailed for this address, compared in constant time, within its hour (mock clock). */
function liveResetToken(ctx: MockContext, email: string, given: unknown): boolean {
  const state = ctx.state.get();
  const expected = Object.hasOwn(state.resetTokens, email) ? state.resetTokens[email] : undefined;
  const expiresAt = state.resetTokenExpiresAt?.[email];
  const matches = sameSecret(given, expected);
  return matches && expiresAt !== undefined && expiresAt > ctx.clock().getTime();
}

function positive(raw: string | null, fallback: number): number {
  const n = Math.trunc(Number(raw));
  return raw === null || raw === '' || !Number.isFinite(n) || n < 1 ? fallback : n;
}

export function findByEmail(state: MockState, email: string): CustomerRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return Object.values(state.customers).find((c) => c.customer.email.toLowerCase() === wanted);
}

/** `GET user/me`: the Magento customer with live newsletter status, plus `groupToken`. */
function profile(ctx: MockContext, record: CustomerRecord): CustomerDoc & { groupToken: string } {
  const subscribed = ctx.state.get().newsletter[record.customer.email.toLowerCase()]?.subscribed ?? false;
  return {
    ...record.customer,
    extension_attributes: { ...record.customer.extension_attributes, is_subscribed: subscribed },
    groupToken: groupToken(ctx, record),
  };
}

function toAddress(input: Record<string, unknown>, id: number, customerId: number): CustomerAddressDoc {
  const street = Array.isArray(input.street) ? input.street.map(String) : [String(input.street ?? '')];
  const regionId = Number(input.region_id ?? 0);
  return {
    id,
    address_id: id,
    customer_id: customerId,
    region: { region_code: null, region: typeof input.region === 'string' ? input.region : null, region_id: regionId },
    region_id: regionId,
    country_id: String(input.country_id ?? 'NL'),
    street,
    telephone: String(input.telephone ?? ''),
    postcode: String(input.postcode ?? ''),
    city: String(input.city ?? ''),
    firstname: String(input.firstname ?? ''),
    lastname: String(input.lastname ?? ''),
    ...(input.default_shipping === true ? { default_shipping: true } : {}),
    ...(input.default_billing === true ? { default_billing: true } : {}),
    is_default: input.is_default === '1' || input.is_default === 1 || input.is_default === true ? '1' : '0',
    address_type: input.address_type === 'SHIPPING' ? 'SHIPPING' : 'DELIVERY',
  };
}

function applyProfile(ctx: MockContext, s: MockState, record: CustomerRecord, update: Record<string, unknown>, addresses?: Record<string, unknown>[]): void {
  const c = record.customer;
  c.firstname = String(update.firstname);
  c.lastname = String(update.lastname);
  c.email = String(update.email);
  if (typeof update.dob === 'string') c.dob = update.dob;
  if (typeof update.date_of_birth === 'string') c.date_of_birth = update.date_of_birth;
  if (typeof update.mobile_number === 'string') c.mobile_number = update.mobile_number;
  if (typeof update.gender === 'number' && [0, 1, 2].includes(update.gender)) c.gender = update.gender as 0 | 1 | 2;
  if (addresses !== undefined) {
    c.addresses = addresses.map((a) => {
      const known = a.id !== undefined && c.addresses.some((x) => String(x.id) === String(a.id));
      if (!known) s.seq.address += 1;
      return toAddress(a, known ? Number(a.id) : s.seq.address, c.id);
    });
  }
  c.updated_at = magentoDate(ctx.clock());
}

function register(ctx: MockContext, s: MockState, input: Record<string, unknown>, passwordHash: string, store: string): CustomerDoc {
  const customer = newCustomer(ctx, s, input, store);
  const contactId = `C-${String(900000 + s.seq.contact)}`;
  s.customers[String(customer.id)] = { customer, passwordHash, contactId };
  s.contacts[contactId] = { contactId, customKey: customer.external_id, email: customer.email, firstname: customer.firstname, lastname: customer.lastname };
  return customer;
}

/** A new customer record with the next ids (an id is spent either way, so the numbers do not tell the cases apart). */
function newCustomer(ctx: MockContext, s: MockState, input: Record<string, unknown>, store: string): CustomerDoc {
  s.seq.customer += 1;
  s.seq.contact += 1;
  const id = s.seq.customer;
  const now = magentoDate(ctx.clock());
  const view = ctx.fixtures.storeViews.find((v) => v.storeCode === store);
  const customer: CustomerDoc = {
    id,
    group_id: 1,
    created_at: now,
    updated_at: now,
    created_in: view?.name ?? 'Default Store View',
    email: String(input.email),
    firstname: String(input.firstname),
    lastname: String(input.lastname),
    gender: 0,
    store_id: view?.storeId ?? 1,
    website_id: 1,
    addresses: [],
    disable_auto_group_change: 0,
    extension_attributes: { is_subscribed: false },
    date_of_birth: typeof input.date_of_birth === 'string' ? input.date_of_birth : '',
    mobile_number: typeof input.mobile_number === 'string' ? input.mobile_number : '',
    external_id: `EXT-${String(id).padStart(8, '0')}`,
  };
  return customer;
}
