import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isPortError } from '../../application/ports/port-error';
import { startNodeMock, type NodeMock } from '../../mock-backend/node';
import { mockApiConfig } from '../../testing/mock-api-config';
import { HttpTaskTransport } from './http-task-transport';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

const transport = () => new HttpTaskTransport(mockApiConfig());
const post = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' };

describe('HttpTaskTransport (cart spec §7 "Queued generic call")', () => {
  it('answers the envelope of a relative URL, whatever the status', async () => {
    const created = await transport().send('/api/ext/magento/cart/create', post);
    expect(created).toMatchObject({ code: 200, result: expect.any(String) });
    expect(await transport().send('/api/ext/magento/cart/pull?cartId=nope', { method: 'GET' })).toEqual({
      code: 404,
      result: 'No such entity with cartId = nope',
    });
    expect(await transport().send('/api/ext/magento/me?token=bad', { method: 'GET' })).toMatchObject({ code: 401 });
  });

  it('throws unavailable when no answer comes, and invalid-response for a body that is not JSON', async () => {
    mock.ctx.faults.add({ pattern: 'cart/*', outage: true });
    expect(
      isPortError(
        await transport()
          .send('/api/ext/magento/cart/create', post)
          .catch((e: unknown) => e),
        'unavailable',
      ),
    ).toBe(true);
    mock.reset();
    mock.ctx.faults.add({ pattern: 'cart/*', contentType: 'html' });
    const error = await transport()
      .send('/api/ext/magento/cart/create', post)
      .catch((e: unknown) => e);
    expect(isPortError(error, 'invalid-response') && error.message).toBe('Error with response - bad content-type!');
  });

  it('answers ENOTFOUND when the host name does not resolve', async () => {
    const dns = Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('getaddrinfo ENOTFOUND api.example'), { code: 'ENOTFOUND' }) });
    const failing = new HttpTaskTransport(mockApiConfig(() => Promise.reject(dns)));
    expect(await failing.send('https://api.example/x', { method: 'GET' })).toMatchObject({ code: 'ENOTFOUND' });
  });
});
