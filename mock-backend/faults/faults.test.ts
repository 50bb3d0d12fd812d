import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { API, inStockSimple, startTestMock } from '../../testing/mock-backend/test-mock';
import { createFaultController, ruleMatches } from './controller';
import { parseFaultSpec, toFaultRules } from './parse';

const mock = startTestMock();
afterAll(() => mock.close());
beforeEach(() => mock.reset());

const setFaults = (spec: string, seed?: number) => mock.call('/__mock/faults', { body: { spec, ...(seed === undefined ? {} : { seed }) } });

describe('fault language', () => {
  it('parses patterns, methods and effects', () => {
    expect(parseFaultSpec('cart/*=outage; POST order=error:0.5:500,latency:200 ;*=malformed:shape;stock/*=html,malformed')).toEqual([
      { pattern: 'cart/*', outage: true },
      { method: 'POST', pattern: 'order', errorRate: 0.5, errorStatus: 500, latencyMs: 200 },
      { pattern: '*', malformed: 'shape' },
      { pattern: 'stock/*', contentType: 'html', malformed: 'json' },
    ]);
    expect(() => parseFaultSpec('cart/*=explode')).toThrow(/Unknown fault effect/);
    expect(() => parseFaultSpec('nonsense')).toThrow();
  });

  it('rejects what it does not support instead of serving a default', () => {
    expect(() => parseFaultSpec('cart/*=error:1:404')).toThrow('Fault effect "error:1:404": unsupported error status 404 (only 500 or 503)');
    expect(() => parseFaultSpec('cart/*=error:1:abc')).toThrow(/unsupported error status abc/);
    expect(() => parseFaultSpec('cart/*=error:1.5')).toThrow('Fault effect "error:1.5": the error rate must be between 0 and 1, got 1.5');
    expect(() => parseFaultSpec('cart/*=error:-0.1')).toThrow(/between 0 and 1/);
    expect(() => parseFaultSpec('cart/*=error:')).toThrow(/needs a number/);
    expect(() => parseFaultSpec('cart/*=error:NaN')).toThrow(/needs a number/);
    expect(() => parseFaultSpec('cart/*=latency:-5')).toThrow(/latency must be 0 ms or more/);
    expect(() => parseFaultSpec('cart/*=latency:5:6')).toThrow(/too many/);
    expect(() => parseFaultSpec('cart/*=error:1:500:x')).toThrow(/too many/);
    expect(() => parseFaultSpec('cart/*=malformed:xml')).toThrow(/malformed takes nothing, "json" or "shape"/);
    expect(() => parseFaultSpec('cart/*=outage:5')).toThrow(/takes no argument/);
    expect(parseFaultSpec('a=error:0;b=error:1:503;c=malformed:json;d=latency:0')).toEqual([
      { pattern: 'a', errorRate: 0 },
      { pattern: 'b', errorRate: 1, errorStatus: 503 },
      { pattern: 'c', malformed: 'json' },
      { pattern: 'd', latencyMs: 0 },
    ]);
  });

  it('validates JSON rules the same way', () => {
    expect(toFaultRules([{ pattern: 'x', errorRate: 0.2, errorStatus: 500 }])).toEqual([{ pattern: 'x', errorRate: 0.2, errorStatus: 500 }]);
    expect(() => toFaultRules([{ pattern: 'x', errorRate: 2 }])).toThrow('Fault rule for "x": the error rate must be between 0 and 1, got 2');
    expect(() => toFaultRules([{ pattern: 'x', errorRate: '0.5' }])).toThrow(/between 0 and 1/);
    expect(() => toFaultRules([{ pattern: 'x', errorStatus: 404 }])).toThrow(/unsupported error status 404/);
    expect(() => toFaultRules([{ pattern: 'x', latencyMs: -1 }])).toThrow(/latency/);
    expect(() => toFaultRules([{ pattern: 'x', malformed: 'xml' }])).toThrow(/malformed/);
  });

  it('matches a trailing part of the path under any base', () => {
    const rule = { pattern: 'cart/*' };
    expect(ruleMatches(rule, 'GET', '/api/cart/pull')).toBe(true);
    expect(ruleMatches(rule, 'GET', '/api/ext/magento/cart/pull')).toBe(true);
    expect(ruleMatches(rule, 'GET', '/api/user/me')).toBe(false);
    expect(ruleMatches({ pattern: '*' }, 'GET', '/anything')).toBe(true);
    expect(ruleMatches({ pattern: 'order', method: 'POST' }, 'GET', '/api/order')).toBe(false);
  });

  it('draws error decisions from a seeded sequence', () => {
    const decide = (seed: number) => {
      const faults = createFaultController(seed, [{ pattern: '*', errorRate: 0.5 }]);
      return Array.from({ length: 32 }, () => faults.decide('GET', '/x')?.errorStatus ?? 200);
    };
    expect(decide(3)).toEqual(decide(3));
    expect(decide(3)).not.toEqual(decide(4));
    expect(decide(3).filter((s) => s === 503).length).toBeGreaterThan(5);
  });
});

describe('fault injection through the handlers', () => {
  it('adds latency', async () => {
    await setFaults('cart/*=latency:150');
    const started = performance.now();
    expect((await mock.call('/api/cart/create', { method: 'POST' })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('answers an error envelope at the error rate without touching state', async () => {
    await setFaults('POST order=error:1:500');
    const a = inStockSimple(mock);
    const address = { firstname: 'A', lastname: 'B', street: ['Dam 1'], city: 'Amsterdam', country_id: 'NL' };
    const { status, body } = await mock.call('/api/order', {
      body: { products: [{ sku: a.sku, qty: 1, price: a.price }], addressInformation: { billingAddress: address, payment_method_code: 'checkmo' } },
    });
    expect(status).toBe(500);
    expect(body).toEqual({ code: 500, result: 'Internal Server Error' });
    expect((await mock.call(`/api/stock/check?sku=${a.sku}`)).body.result.qty).toBe(a.qty);
  });

  it('repeats the same error pattern for the same seed', async () => {
    const run = async () => {
      await setFaults('stock/*=error:0.5', 11);
      const sku = inStockSimple(mock).sku;
      const codes: number[] = [];
      for (let i = 0; i < 12; i++) codes.push((await mock.call(`/api/stock/check?sku=${sku}`)).status);
      return codes;
    };
    const first = await run();
    expect(first).toContain(503);
    expect(first).toContain(200);
    expect(await run()).toEqual(first);
  });

  it('spoils the body: invalid JSON, wrong shape, wrong content type', async () => {
    await setFaults('cart/create=malformed');
    const broken = await fetch(`${API}/api/cart/create`, { method: 'POST' });
    expect(broken.headers.get('content-type')).toContain('application/json');
    await expect(broken.json()).rejects.toThrow();

    await setFaults('cart/create=malformed:shape');
    const shaped = (await (await fetch(`${API}/api/cart/create`, { method: 'POST' })).json()) as Record<string, unknown>;
    expect(shaped).not.toHaveProperty('code');
    expect(shaped).toHaveProperty('data');

    await setFaults('cart/create=html');
    const html = await fetch(`${API}/api/cart/create`, { method: 'POST' });
    expect(html.headers.get('content-type')).toContain('text/html');
  });

  it('simulates an outage as a network error, leaves /__mock and unmatched routes alone, and clears', async () => {
    await setFaults('cart/*=outage');
    await expect(fetch(`${API}/api/cart/create`, { method: 'POST' })).rejects.toThrow();
    expect((await mock.call('/api/stock/list?skus=x')).status).toBe(404);
    expect((await mock.call('/__mock/faults')).body.result).toEqual([{ pattern: 'cart/*', outage: true }]);
    await mock.call('/__mock/faults', { method: 'DELETE' });
    expect((await mock.call('/api/cart/create', { method: 'POST' })).status).toBe(200);
  });

  it('takes rules as JSON and rejects bad ones', async () => {
    const ok = await mock.call('/__mock/faults', { body: { rules: [{ pattern: 'user/*', latencyMs: 1 }] } });
    expect(ok.body.result).toEqual([{ pattern: 'user/*', latencyMs: 1 }]);
    expect((await mock.call('/__mock/faults', { body: { rules: [{ latencyMs: 1 }] } })).status).toBe(400);
    expect((await mock.call('/__mock/faults', { body: { spec: 'x=boom' } })).status).toBe(400);
    const status = await mock.call('/__mock/faults', { body: { spec: 'cart/*=error:1:404' } });
    expect(status.status).toBe(400);
    expect(JSON.stringify(status.body)).toContain('unsupported error status 404');
    expect((await mock.call('/__mock/faults', { body: { rules: [{ pattern: 'x', errorRate: 3 }] } })).status).toBe(400);
  });

  it('shapes an injected error like the errors of the service it hits', async () => {
    await setFaults('*=error:1:503');
    const storyblok = await fetch(`${API}/v2/cdn/stories/nl/home?token=x`);
    expect(storyblok.status).toBe(503);
    expect(await storyblok.json()).toEqual(['Service Unavailable']);
    const elevate = await fetch(`${API}/api/storefront/v3/queries/search-page?q=jurk`);
    expect(elevate.status).toBe(503);
    expect(await elevate.json()).toEqual({ status: 503, message: 'Service Unavailable' });
    const geocode = await fetch(`${API}/maps/api/geocode/json?address=Amsterdam`);
    expect(geocode.status).toBe(503);
    expect(await geocode.json()).toEqual({ results: [], status: 'UNKNOWN_ERROR', error_message: 'Service Unavailable' });
    const image = await fetch(`${API}/img/600/744/dress-1.svg`);
    expect(image.status).toBe(503);
    expect(image.headers.get('content-type')).toContain('text/plain');
    expect(await image.text()).toBe('Service Unavailable');
    const hosted = await fetch(`${API}/payment-provider/hosted/abc`);
    expect(hosted.status).toBe(503);
    expect(hosted.headers.get('content-type')).toContain('text/html');
    await setFaults('*=error:1:500');
    expect((await mock.call('/api/ext/cms/story/nl/home')).body).toEqual({ code: 500, result: 'Internal Server Error' });
    expect((await mock.call('/api/ext/payment/payment-methods')).body).toEqual({ code: 500, result: 'Internal Server Error' });
    expect((await mock.call('/api/ext/store-locator/stores')).body).toEqual({ code: 500, result: 'Internal Server Error' });
    expect(await fetch(`${API}/v2/cdn/stories/nl/home?token=x`).then((r) => r.json())).toEqual(['Internal Server Error']);
  });
});
