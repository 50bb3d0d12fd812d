import { DEMO_PASSWORD } from '../../fixtures/generate/index';
import type { NodeMockOptions } from '../../mock-backend/node';
import { startNodeMock, type NodeMock } from '../../mock-backend/node';

/** Origin the tests call; msw/node answers it without opening a socket. */
export const API = 'http://127.0.0.1';
export const DEMO_EMAIL = 'anna.devries@example.com';
export { DEMO_PASSWORD };
/** Tests hash new passwords at a low count: OWASP's 600,000 costs a few hundred ms per hash on a busy machine. */
export const TEST_PASSWORD_ITERATIONS = 1_000;

export interface TestMock extends NodeMock {
  /** Moves the mock's clock on. */
  advance(ms: number): void;
  now(): Date;
  /** `fetch(API + path)` with a JSON body when given; returns status and parsed body. */
  call(
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: Envelope; response: Response }>;
  login(email?: string, password?: string): Promise<{ token: string; refreshToken: string }>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Envelope = { code: number; result: any; meta?: Record<string, any> } & Record<string, any>;

/** A small in-process mock (40 products, seed 7) on a controllable clock at the fixtures' reference date. */
export function startTestMock(options: NodeMockOptions = {}): TestMock {
  let now = Date.parse('2026-11-01T10:00:00.000Z');
  const mock = startNodeMock({
    seed: 7,
    products: 40,
    clock: () => new Date(now),
    onUnhandledRequest: 'error',
    ...options,
    config: { passwordIterations: TEST_PASSWORD_ITERATIONS, ...options.config },
  });
  const call: TestMock['call'] = async (path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(API + path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
    const text = await response.clone().text();
    let body: Envelope;
    try {
      body = JSON.parse(text) as Envelope;
    } catch {
      body = { code: response.status, result: text };
    }
    return { status: response.status, body, response };
  };
  return {
    ...mock,
    advance: (ms) => {
      now += ms;
    },
    now: () => new Date(now),
    call,
    async login(email = DEMO_EMAIL, password = DEMO_PASSWORD) {
      const { body } = await call('/api/user/login', { body: { username: email, password } });
      return { token: body.result as string, refreshToken: body.meta?.refreshToken as string };
    },
  };
}

/** A simple, enabled product with at least `minQty` in stock (and its price), from the mock's fixtures. */
export function inStockSimple(mock: NodeMock, minQty = 5): { sku: string; price: number; qty: number } {
  const doc = mock.ctx.fixtures.catalog.nl.product.find(
    (p) =>
      p.type_id === 'simple' &&
      p.status === 1 &&
      p.stock.is_volatile !== true &&
      p.stock.manage_stock &&
      p.stock.qty >= minQty &&
      p.price > 1 &&
      p.special_price === null &&
      p.tax_class_id === '2',
  );
  if (doc === undefined) throw new Error('fixtures have no in-stock simple product');
  return { sku: doc.sku, price: doc.price, qty: doc.stock.qty };
}

/** A configurable parent with an in-stock child: parent sku, child sku and the child's option pairs. */
export function inStockChild(mock: NodeMock): { parentSku: string; childSku: string; options: { option_id: string; option_value: string }[] } {
  for (const parent of mock.ctx.fixtures.catalog.nl.product) {
    if (parent.type_id !== 'configurable' || parent.status !== 1) continue;
    const child = parent.configurable_children?.find((c) => c.status === 1 && c.stock.qty >= 2 && c.stock.is_volatile !== true);
    if (child === undefined) continue;
    const options = (parent.configurable_options ?? []).map((o) => ({ option_id: String(o.attribute_id), option_value: String(child[o.attribute_code]) }));
    return { parentSku: parent.sku, childSku: child.sku, options };
  }
  throw new Error('fixtures have no configurable product with stock');
}
