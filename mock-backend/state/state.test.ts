import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMockContext } from '../context';
import { fixturesFor } from '../node';
import { startTestMock } from '../../testing/mock-backend/test-mock';
import { filePersistence } from './file-persistence';
import { memoryPersistence } from './memory-persistence';
import { STATE_VERSION } from './types';

const fixtures = fixturesFor(7, 40);

describe('state', () => {
  it('is seeded from the fixtures and serialisable', () => {
    const ctx = createMockContext({ fixtures });
    const state = ctx.state.get();
    expect(state.version).toBe(STATE_VERSION);
    expect(Object.keys(state.customers)).toHaveLength(fixtures.customers.length);
    expect(state.orders).toHaveLength(fixtures.orders.length);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('survives a restart through its persistence and resets to the seed', () => {
    const persistence = memoryPersistence();
    const first = createMockContext({ fixtures, persistence });
    first.state.update((s) => {
      s.stockSold['X'] = 3;
    });
    const second = createMockContext({ fixtures, persistence });
    expect(second.state.get().stockSold).toEqual({ X: 3 });
    second.state.reset();
    expect(second.state.get().stockSold).toEqual({});
    expect(createMockContext({ fixtures, persistence }).state.get().stockSold).toEqual({});
  });

  it('drops a saved state of another fixture set or version', () => {
    const persistence = memoryPersistence();
    createMockContext({ fixtures, persistence }).state.update((s) => void (s.stockSold['X'] = 1));
    const other = { ...fixtures, meta: { ...fixtures.meta, seed: 99 } };
    expect(createMockContext({ fixtures: other, persistence }).state.get().stockSold).toEqual({});
    expect(createMockContext({ fixtures, persistence }).state.replace({ version: 0 })).toBe(false);
  });

  it('writes state.json in a data folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-state-'));
    try {
      createMockContext({ fixtures, persistence: filePersistence(dir) }).state.update((s) => void (s.stockSold['Y'] = 2));
      expect(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')).stockSold).toEqual({ Y: 2 });
      expect(createMockContext({ fixtures, persistence: filePersistence(dir) }).state.get().stockSold).toEqual({ Y: 2 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const mock = startTestMock({ fixtures });
afterAll(() => mock.close());

describe('control endpoints', () => {
  it('POST /__mock/reset restores the seed state; GET/PUT /__mock/state read and replace it', async () => {
    const cartId = (await mock.call('/api/cart/create', { method: 'POST' })).body.result as string;
    const saved = (await mock.call('/__mock/state')).body;
    expect(saved.carts[cartId]).toBeDefined();
    expect((await mock.call('/__mock/reset', { method: 'POST' })).body).toEqual({ code: 200, result: true });
    expect((await mock.call(`/api/cart/pull?cartId=${cartId}`)).status).toBe(404);
    expect((await mock.call('/__mock/state', { method: 'PUT', body: saved })).body.result).toBe(true);
    expect((await mock.call(`/api/cart/pull?cartId=${cartId}`)).status).toBe(200);
    expect((await mock.call('/__mock/state', { method: 'PUT', body: { version: 42 } })).status).toBe(400);
  });
});

describe('clock control', () => {
  it('moves the clock so tokens expire without waiting', async () => {
    const { token } = await mock.login();
    const start = (await mock.call('/__mock/clock')).body.result.now as string;
    expect((await mock.call('/__mock/clock', { body: { advanceSeconds: 3601 } })).body.result.now).toBe(new Date(Date.parse(start) + 3_601_000).toISOString());
    expect((await mock.call(`/api/user/me?token=${token}`)).status).toBe(401);
    expect((await mock.call('/__mock/clock', { body: { now: start } })).body.result.now).toBe(start);
    expect((await mock.call('/__mock/clock', { body: {} })).status).toBe(400);
  });
});
