import { fromMajor, money, type Money } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import type { BundleOptionSelection, CustomOption, CustomOptionSelection } from '../catalog/types';

const percentOf = (base: Money, percent: number): number => Math.round((base.amount * percent) / 100);

/**
 * Price of the chosen custom options: only selected options with a positive option type id count (catalogue spec §5);
 * a 'percent' price is a share of the base price, rounded once to cents.
 */
export function customOptionsPrice(options: readonly CustomOption[] | undefined, selections: readonly CustomOptionSelection[], base: Money): Money {
  let total = 0;
  for (const selection of selections) {
    const option = options?.find((o) => String(o.option_id) === String(selection.option_id));
    const typeIds = selection.option_value.split(',').map(Number);
    for (const value of option?.values ?? []) {
      if (value.option_type_id <= 0 || !typeIds.includes(value.option_type_id)) continue;
      const price = value.price ?? 0;
      total += value.price_type === 'percent' ? percentOf(base, price) : fromMajor(price).amount;
    }
  }
  return money(total, base.currency);
}

export type BundleSelectionFailure = { readonly kind: 'invalid-bundle-qty'; readonly optionId: string | number; readonly qty: number };

/** Bundle options need qty 0 or more (catalogue spec §5). */
export function checkBundleSelections(selections: readonly BundleOptionSelection[]): Result<readonly BundleOptionSelection[], BundleSelectionFailure> {
  const bad = selections.find((s) => !Number.isFinite(s.option_qty) || s.option_qty < 0);
  return bad === undefined ? ok(selections) : err({ kind: 'invalid-bundle-qty', optionId: bad.option_id, qty: bad.option_qty });
}
