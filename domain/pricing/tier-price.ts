import { fromMajor, type Money } from '../shared/money';
import type { Id, TierPrice } from '../catalog/types';

/** Magento's "all customer groups" id on tier prices. */
export const ALL_GROUPS_ID = '32000';

export interface PriceTierContext {
  /** Config `usePriceTiers`; off in this shop (catalogue spec §6). */
  readonly usePriceTiers: boolean;
  readonly customerGroupId?: Id;
  readonly qty?: number;
}

/**
 * The lowest tier price for the customer group at the quantity, only when price tiers are on (catalogue spec §6).
 * Guests are group 0.
 */
export function tierPrice(tiers: readonly TierPrice[] | undefined, context: PriceTierContext): Money | undefined {
  if (!context.usePriceTiers) return undefined;
  const group = String(context.customerGroupId ?? 0);
  const qty = context.qty ?? 1;
  let lowest: Money | undefined;
  // Stryker disable next-line ArrayDeclaration: equivalent, an entry without a customer group never matches
  for (const tier of tiers ?? []) {
    const tierGroup = String(tier.customer_group_id);
    if ((tierGroup !== group && tierGroup !== ALL_GROUPS_ID) || tier.qty > qty) continue;
    const value = fromMajor(tier.value);
    // Stryker disable next-line EqualityOperator: equivalent, an equal tier is the same amount
    if (lowest === undefined || value.amount < lowest.amount) lowest = value;
  }
  return lowest;
}
