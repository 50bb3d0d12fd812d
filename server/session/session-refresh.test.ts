import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../testing/mock-backend/test-mock';
import { REFRESH_COOKIE } from './session-refresh';
import { type RunningShop, startShop } from '../../testing/server/test-server';

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const json = { 'content-type': 'application/json' };
const post = (path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  fetch(`${shop.url}${path}`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const me = (token: string) => fetch(`${shop.url}/api/user/me`, { headers: { authorization: `Bearer ${token}` } });
const login = async () => {
  const response = await post('/__session/login', { username: DEMO_EMAIL, password: DEMO_PASSWORD });
  const body = (await response.json()) as { result: string; meta?: Record<string, unknown> };
  return { response, token: body.result, body, cookie: cookieOf(response) };
};

describe('the session routes (docs/sessions.md)', () => {
  it('login answers the access token only; the refresh token comes as an HttpOnly, Secure, SameSite=Strict cookie on the session path', async () => {
    const { response, body, token } = await login();
    expect(response.status).toBe(200);
    expect(body.meta?.refreshToken).toBeUndefined();
    expect((await me(token)).status).toBe(200);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${REFRESH_COOKIE}=[A-Za-z0-9]{48}; Path=/__session; Max-Age=\\d+; HttpOnly; Secure; SameSite=Strict$`));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refresh rotates the cookie; the spent cookie replayed later revokes the whole login', async () => {
    const { cookie } = await login();
    const refreshed = await post('/__session/refresh', {}, { cookie });
    expect(refreshed.status).toBe(200);
    const next = cookieOf(refreshed);
    expect(next).not.toBe(cookie);
    // Once the successor is spent too, the first cookie is a replay: the family ends.
    const third = await post('/__session/refresh', {}, { cookie: next });
    const token = ((await third.json()) as { result: string }).result;
    const replay = await post('/__session/refresh', {}, { cookie });
    expect(replay.status).toBe(401);
    expect(replay.headers.get('set-cookie')).toMatch(new RegExp(`^${REFRESH_COOKIE}=; Path=/__session; Max-Age=0`));
    expect((await me(token)).status).toBe(401);
    expect((await post('/__session/refresh', {}, { cookie: cookieOf(third) })).status).toBe(401);
  });

  it('logout revokes the access token and the refresh token and clears the cookie', async () => {
    const { token, cookie } = await login();
    const out = await post('/__session/logout', { token }, { cookie });
    expect(await out.json()).toEqual({ code: 200, result: true });
    expect(cookieOf(out)).toBe(`${REFRESH_COOKIE}=`);
    expect((await me(token)).status).toBe(401);
    expect((await post('/__session/refresh', {}, { cookie })).status).toBe(401);
  });

  it('refuses another site, a form post and other methods', async () => {
    const { cookie } = await login();
    expect((await post('/__session/refresh', {}, { cookie, origin: 'https://evil.example' })).status).toBe(403);
    const form = await fetch(`${shop.url}/__session/refresh`, { method: 'POST', headers: { cookie, 'content-type': 'text/plain' }, body: '{}' });
    expect(form.status).toBe(403);
    expect((await fetch(`${shop.url}/__session/refresh`, { headers: { cookie } })).status).toBe(405);
    expect((await post('/__session/other')).status).toBe(404);
    expect((await post('/__session/refresh', {}, { cookie, origin: shop.url })).status).toBe(200);
  });

  it('refresh without a cookie is 401', async () => {
    const response = await post('/__session/refresh');
    expect(response.status).toBe(401);
  });

  it('a cookie with broken percent-encoding is no cookie: 401 and cleared, not a server error', async () => {
    const response = await post('/__session/refresh', {}, { cookie: `${REFRESH_COOKIE}=%E0%A4%A` });
    expect(response.status).toBe(401);
    expect(cookieOf(response)).toBe(`${REFRESH_COOKIE}=`);
  });
});

describe('sign-in attempts through the session route', () => {
  it('are counted per address: the 11th wrong one in a row answers 429 with Retry-After', async () => {
    // An address of no customer: a lock here touches no account another test signs in with.
    const email = 'locked.out@example.com';
    for (let i = 0; i < 10; i++) expect((await post('/__session/login', { username: email, password: 'wrong' })).status).toBe(401);
    const locked = await post('/__session/login', { username: email, password: 'wrong' });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await locked.json()) as { code: number }).code).toBe(429);
  });
});
