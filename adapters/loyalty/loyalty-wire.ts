import * as z from 'zod/mini';
import { totalsWire } from '../magento-cart/magento-cart-wire';

/** Every loyalty answer's meta (cart spec §4). */
export const loyaltyMetaWire = z.object({ session_expires: z.optional(z.number()) });

export const personalCouponsWire = z.object({
  ppr_coupon_result: z.array(
    z.object({
      code: z.string(),
      description: z.optional(z.nullable(z.string())),
      discount_amount: z.number(),
      type: z.enum(['by_percent', 'by_fixed']),
      expires_at: z.optional(z.nullable(z.string())),
    }),
  ),
});

/** A transaction; its fields are not shown by the spec, so every field is kept (cart spec §3). */
export const transactionWire = z.looseObject({ transaction_id: z.union([z.string(), z.number()]) });
export const transactionsWire = z.array(transactionWire);

export const quoteValidationWire = z.object({ valid: z.boolean(), removed_codes: z.array(z.string()), totals: totalsWire });

export const personalPricingWire = z.object({
  enabled: z.boolean(),
  has_personal_pricing: z.boolean(),
  coupon_count: z.number(),
  /** A bare code, or the code with its percentage off every price (and a description for the back office). */
  discount_codes: z.array(
    z.union([z.string(), z.object({ code: z.string(), percent: z.optional(z.number()), description: z.optional(z.nullable(z.string())) })]),
  ),
});

export { totalsWire };
export type PersonalCouponsWire = z.infer<typeof personalCouponsWire>;
export type PersonalPricingWire = z.infer<typeof personalPricingWire>;
