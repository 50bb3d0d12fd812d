import { describe, expect, it } from 'vitest';
import { money } from '../shared/money';
import type { CustomOption } from '../catalog/types';
import { checkBundleSelections, customOptionsPrice } from './option-selection';

const options: readonly CustomOption[] = [
  {
    option_id: 1,
    title: 'Embroidery',
    type: 'drop_down',
    values: [
      { option_type_id: 11, title: 'Name', price: 5, price_type: 'fixed' },
      { option_type_id: 12, title: 'Logo', price: 10, price_type: 'percent' },
      { option_type_id: 0, title: 'Placeholder', price: 99 },
      { option_type_id: 13, title: 'Free' },
    ],
  },
  { option_id: '2', title: 'Gift', type: 'checkbox', values: [{ option_type_id: 21, title: 'Wrap', price: 2.5 }] },
];

describe('custom options and bundle selections', () => {
  it('§5: price options count only selected options with a positive option type id', () => {
    const base = money(7995);
    expect(customOptionsPrice(options, [{ option_id: 1, option_value: '11' }], base)).toEqual(money(500));
    expect(customOptionsPrice(options, [{ option_id: '1', option_value: '12' }], base)).toEqual(money(800));
    expect(customOptionsPrice(options, [{ option_id: 1, option_value: '0' }], base)).toEqual(money(0));
    expect(
      customOptionsPrice(
        options,
        [
          { option_id: 1, option_value: '11,12,13' },
          { option_id: 2, option_value: '21' },
        ],
        base,
      ),
    ).toEqual(money(1550));
    expect(customOptionsPrice(options, [{ option_id: 9, option_value: '11' }], base)).toEqual(money(0));
    expect(customOptionsPrice(undefined, [{ option_id: 1, option_value: '11' }], base)).toEqual(money(0));
    expect(customOptionsPrice(options, [], base)).toEqual(money(0));
  });

  it('§5: bundle options need qty 0 or more', () => {
    const fine = [
      { option_id: 1, option_qty: 0, option_selections: [2] },
      { option_id: 2, option_qty: 3, option_selections: [] },
    ];
    expect(checkBundleSelections(fine)).toEqual({ ok: true, value: fine });
    expect(checkBundleSelections([...fine, { option_id: 3, option_qty: -1, option_selections: [] }])).toEqual({
      ok: false,
      error: { kind: 'invalid-bundle-qty', optionId: 3, qty: -1 },
    });
    expect(checkBundleSelections([{ option_id: 4, option_qty: Number.NaN, option_selections: [] }]).ok).toBe(false);
  });
});
