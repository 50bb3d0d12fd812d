import { describe, expect, it } from 'vitest';
import { scoresByLayer } from './mutation-check.mjs';

const mutant = (status: string, line = 1) => ({ status, mutatorName: 'ConditionalExpression', replacement: 'true', location: { start: { line, column: 3 } } });

describe('the mutation check', () => {
  it('scores each top-level folder as Stryker does: killed and timed out over those plus survived and uncovered', () => {
    const layers = scoresByLayer({
      files: {
        'domain/pricing/special-price.ts': {
          mutants: [mutant('Killed'), mutant('Timeout'), mutant('Survived', 12), mutant('Ignored'), mutant('CompileError')],
        },
        'application/cart/add-to-cart.ts': { mutants: [mutant('Killed'), mutant('NoCoverage', 40)] },
      },
    });
    expect(layers.domain?.score).toBeCloseTo((2 / 3) * 100);
    expect(layers.application?.score).toBe(50);
    expect(layers.domain?.survivors).toEqual(['domain/pricing/special-price.ts:12:3 Survived ConditionalExpression → true']);
    expect(layers.application?.survivors).toEqual(['application/cart/add-to-cart.ts:40:3 NoCoverage ConditionalExpression → true']);
  });
});
