import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningShop, startShop } from './test-server';

let shop: RunningShop;

beforeAll(async () => {
  shop = await startShop({ purgeToken: 'test-token' });
}, 60_000);
afterAll(() => shop.close());

const get = (path: string, init: RequestInit = {}) => fetch(`${shop.url}${path}`, { redirect: 'manual', ...init });

describe('server rendering', () => {
  it('renders the home page to HTML with its language and the hydration data', async () => {
    const response = await get('/en/');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('id="storefront-hydration"');
    console.log(html.slice(0, 3000));
  });
});
