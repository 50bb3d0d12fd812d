import * as z from 'zod/mini';

const id = z.union([z.string(), z.number()]);

const productOptionWire = z.looseObject({
  extension_attributes: z.optional(
    z.looseObject({
      configurable_item_options: z.optional(z.array(z.looseObject({ option_id: id, option_value: id }))),
      bundle_options: z.optional(z.array(z.looseObject({ option_id: id, option_qty: z.number(), option_selections: z.array(id) }))),
      custom_options: z.optional(z.array(z.looseObject({ option_id: id, option_value: id }))),
    }),
  ),
});

/** A Magento CartItem as pull and update answer it (wire-reference §1). */
export const cartItemWire = z.looseObject({
  item_id: id,
  quote_id: id,
  sku: z.string(),
  qty: z.number(),
  product_type: z.optional(z.string()),
  product_option: z.optional(productOptionWire),
});
export type CartItemWire = z.infer<typeof cartItemWire>;

export const cartItemsWire = z.array(cartItemWire);

/** create answers the quote id: a number for a customer cart, a masked string for a guest cart. */
export const cartIdWire = id;

export const trueWire = z.union([z.boolean(), z.string(), z.null()]);

const amount = z.optional(z.nullable(z.number()));

/** Magento TotalsInterface (wire-reference §1). */
export const totalsWire = z.looseObject({
  grand_total: z.number(),
  subtotal_incl_tax: amount,
  discount_amount: amount,
  shipping_incl_tax: amount,
  coupon_code: z.optional(z.nullable(z.string())),
  items: z.optional(
    z.array(
      z.looseObject({
        item_id: id,
        qty: z.optional(z.number()),
        row_total_incl_tax: amount,
        price_incl_tax: amount,
        discount_amount: amount,
        name: z.optional(z.nullable(z.string())),
      }),
    ),
  ),
  total_segments: z.optional(z.array(z.looseObject({ code: z.string(), title: z.optional(z.nullable(z.string())), value: z.nullable(z.number()) }))),
});
export type TotalsWire = z.infer<typeof totalsWire>;

export const paymentMethodsWire = z.array(z.looseObject({ code: z.string(), title: z.string() }));
export type PaymentMethodWire = z.infer<typeof paymentMethodsWire>[number];

/** Magento ShippingMethodInterface[] (unavailable ones included). */
export const shippingMethodsWire = z.array(
  z.looseObject({
    carrier_code: z.string(),
    method_code: z.string(),
    carrier_title: z.optional(z.nullable(z.string())),
    method_title: z.optional(z.nullable(z.string())),
    price_incl_tax: amount,
    amount: amount,
    available: z.optional(z.boolean()),
  }),
);
export type ShippingMethodWire = z.infer<typeof shippingMethodsWire>[number];

/** Magento PaymentDetails (shipping-information). */
export const paymentDetailsWire = z.looseObject({ payment_methods: paymentMethodsWire, totals: totalsWire });
