import { describe, expect, it } from 'vitest';
import { badContentTypeMessage, requestJson, withQuery } from './json-client';
import { failure } from '../../testing/contracts/port-failure';

const answer =
  (status: number, body: string, type = 'application/json'): typeof fetch =>
  async () =>
    new Response(body, { status, headers: { 'content-type': type } });

describe('JSON client', () => {
  it('builds query strings, skipping undefined values', () => {
    expect(withQuery('/api/cart/pull', { token: 'a b', cartId: 7, skip: undefined })).toBe('/api/cart/pull?token=a+b&cartId=7');
    expect(withQuery('/x?y=1', { z: true })).toBe('/x?y=1&z=true');
  });

  it('returns status and parsed body of a JSON answer', async () => {
    expect(await requestJson(answer(200, '{"code":200,"result":1}'), 'http://h/x')).toEqual({ status: 200, body: { code: 200, result: 1 } });
    expect(await requestJson(async () => new Response(null, { status: 204 }), 'http://h/x')).toEqual({ status: 204, body: null });
  });

  it('rejects a non-JSON answer with the spec text', async () => {
    const error = await failure(requestJson(answer(200, '<html/>', 'text/html'), 'http://h/x'));
    expect(error).toMatchObject({ kind: 'invalid-response', message: badContentTypeMessage });
  });

  it('maps HTTP failures to kinds and keeps the server message', async () => {
    expect(await failure(requestJson(answer(401, '{"code":401,"result":"token expired"}'), 'http://h/x'))).toMatchObject({
      kind: 'not-authorized',
      message: 'token expired',
    });
    expect((await failure(requestJson(answer(404, '{"code":404,"result":"No such entity"}'), 'http://h/x'))).kind).toBe('not-found');
    expect((await failure(requestJson(answer(500, '{"code":500,"result":{"errorMessage":"boom"}}'), 'http://h/x'))).message).toBe('boom');
    expect((await failure(requestJson(answer(400, '{"code":400,"result":[]}'), 'http://h/x'))).kind).toBe('rejected');
    const validation = '{"code":500,"result":[{"message":"email is invalid"},{"message":"firstname is required"}]}';
    expect((await failure(requestJson(answer(500, validation), 'http://h/x'))).message).toBe('email is invalid; firstname is required');
    expect((await failure(requestJson(answer(200, '{"code":'), 'http://h/x'))).kind).toBe('invalid-response');
  });

  it("maps 429 to throttled with Retry-After, JSON or not, never to the service's own text", async () => {
    const limited: typeof fetch = async () =>
      new Response('{"code":429,"result":"Too many requests. Please wait 42 seconds and try again."}', {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '42' },
      });
    expect(await failure(requestJson(limited, 'http://h/x'))).toMatchObject({ kind: 'throttled', details: { status: 429, retryAfterSeconds: 42 } });
    const plain = await failure(requestJson(answer(429, 'Too Many Requests', 'text/plain'), 'http://h/x'));
    expect(plain.kind).toBe('throttled');
    expect(plain.details.retryAfterSeconds).toBeUndefined();
  });

  it('gives up after the client timeout and on a dropped connection', async () => {
    const never: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    expect(await failure(requestJson(never, 'http://h/slow', { timeoutMs: 20 }))).toMatchObject({
      kind: 'unavailable',
      message: 'No answer from http://h/slow within 20 ms',
    });
    const dropped: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect((await failure(requestJson(dropped, 'http://h/x'))).kind).toBe('unavailable');
  });

  it('names the unreachable URL without its query: the customer token must not reach a notice or a log', async () => {
    const dropped: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const error = await failure(requestJson(dropped, 'http://h/api/ext/magento/me', { query: { token: 'secret-token' } }));
    expect(error.message).toBe('Cannot reach http://h/api/ext/magento/me');
    const never: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    expect((await failure(requestJson(never, 'http://h/slow', { timeoutMs: 20, query: { token: 'secret-token' } }))).message).not.toContain('secret-token');
  });
});
