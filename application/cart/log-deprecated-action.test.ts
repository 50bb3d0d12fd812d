import { describe, expect, it } from 'vitest';
import { CurrentCart } from './current-cart';
import { deprecatedActions, LogDeprecatedAction } from './log-deprecated-action';
import { cartWorld } from '../../testing/cart-world';

describe('deprecated actions (cart spec §8)', () => {
  it('log warnings only', async () => {
    const w = await cartWorld();
    const before = w.get(CurrentCart).view;
    for (const action of deprecatedActions) w.get(LogDeprecatedAction).execute(action);
    expect(w.logger.messages('warn')).toHaveLength(deprecatedActions.length);
    expect(w.logger.messages('error')).toEqual([]);
    expect(w.outlet.notices).toEqual([]);
    expect(w.get(CurrentCart).view).toBe(before);
  });
});
