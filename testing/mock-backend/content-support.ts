/** Test helpers of the content handlers: a MockContext over given fixtures, and msw/node around a test file. */
import { setupServer } from 'msw/node';
import type { HttpHandler } from 'msw';
import { afterAll, beforeAll } from 'vitest';
import { defaultMockConfig, type MockContext } from '../../mock-backend/context';
import type { FixtureSet } from '../../fixtures/types';
import { generateFixtures } from '../../fixtures/generate/index.ts';

/** The clock of the tests: fixtures are relative to 2026-11-01; this is two weeks later. */
export const TEST_NOW = new Date('2026-11-15T12:00:00.000Z');

/** A context for the content handlers only (they use fixtures, config and clock; state, faults, ids and throttle stay unset). */
export function testContext(fixtures: FixtureSet, now: Date = TEST_NOW): MockContext {
  return {
    fixtures,
    config: defaultMockConfig(),
    clock: () => now,
    state: undefined as never,
    faults: undefined as never,
    ids: undefined as never,
    throttle: undefined as never,
  };
}

/** Starts msw/node with the handlers for the test file; requests nobody handles fail the test. */
export function serve(handlers: () => HttpHandler[]): void {
  let server: ReturnType<typeof setupServer> | undefined;
  beforeAll(() => {
    server = setupServer(...handlers());
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => server?.close());
}

export const ORIGIN = 'http://127.0.0.1';

let generated: FixtureSet | undefined;

/** The small generated fixture set the endpoint tests share (seed 1, 200 products; ~150 ms, once per file). */
export function smallFixtures(): FixtureSet {
  generated ??= generateFixtures({ seed: 1, products: 200 });
  return generated;
}
