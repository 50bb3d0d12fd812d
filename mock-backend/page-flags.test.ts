import { describe, expect, it } from 'vitest';
import { createMockContext } from './context';
import { fixturesFor } from './node';
import { applyPageFlags, readPageFlags } from './page-flags';
import { memoryPersistence } from './state/memory-persistence';

const page = 'http://127.0.0.1:5173/nl/dames';

describe('page flags of the browser mock', () => {
  it('reads nothing from a plain URL', () => {
    expect(readPageFlags(page)).toEqual({ faults: [], reset: false, errors: [] });
  });

  it('parses ?mock-faults (URL-encoded, several rules, repeated) and ?mock-reset with or without a value', () => {
    const spec = encodeURIComponent('cart/*=outage;POST order=error:1:500');
    expect(readPageFlags(`${page}?mock-faults=${spec}&mock-faults=stock/*=latency:800&mock-reset`)).toEqual({
      faults: [
        { pattern: 'cart/*', outage: true },
        { method: 'POST', pattern: 'order', errorRate: 1, errorStatus: 500 },
        { pattern: 'stock/*', latencyMs: 800 },
      ],
      reset: true,
      errors: [],
    });
    // The README's example, unencoded: '/' '*' ':' ';' '=' survive in a query value.
    expect(readPageFlags(`${page}?mock-faults=cart/*=outage;stock/*=latency:800`).faults).toEqual([
      { pattern: 'cart/*', outage: true },
      { pattern: 'stock/*', latencyMs: 800 },
    ]);
    expect(readPageFlags(`${page}?mock-reset=1`).reset).toBe(true);
    expect(readPageFlags(`${page}?mock-faults=`)).toEqual({ faults: [], reset: false, errors: [] });
  });

  it('keeps the good rules of a flag and reports the bad ones instead of failing the page', () => {
    const flags = readPageFlags(`${page}?mock-faults=${encodeURIComponent('cart/*=error:1:404;stock/*=html;user/*=explode')}`);
    expect(flags.faults).toEqual([{ pattern: 'stock/*', contentType: 'html' }]);
    expect(flags.errors).toHaveLength(2);
    expect(flags.errors[0]).toContain('unsupported error status 404');
    expect(flags.errors[1]).toContain('Unknown fault effect "explode"');
  });

  it('applies: adds the rules to those set in code, and resets the state to the seed', () => {
    const fixtures = fixturesFor(7, 40);
    const persistence = memoryPersistence();
    const before = createMockContext({ fixtures, persistence });
    before.state.update((s) => void (s.stockSold['X'] = 3));
    const ctx = createMockContext({ fixtures, persistence, faults: [{ pattern: 'user/*', latencyMs: 10 }] });
    expect(ctx.state.get().stockSold['X']).toBe(3);

    applyPageFlags(ctx, readPageFlags(`${page}?mock-faults=cart/*=outage`));
    expect(ctx.faults.rules()).toEqual([
      { pattern: 'user/*', latencyMs: 10 },
      { pattern: 'cart/*', outage: true },
    ]);
    expect(ctx.state.get().stockSold['X']).toBe(3);

    applyPageFlags(ctx, readPageFlags(`${page}?mock-reset`));
    expect(ctx.state.get().stockSold['X']).toBeUndefined();
    expect(createMockContext({ fixtures, persistence }).state.get().stockSold['X']).toBeUndefined();
  });
});
