import * as z from 'zod/mini';

const id = z.union([z.number(), z.string()]);
const text = z.optional(z.nullable(z.string()));

/** A customer address as `user/me` sends it (wire-reference §1; cart spec §3). */
export const addressWire = z.object({
  id: z.optional(id),
  address_id: z.optional(id),
  customer_id: z.optional(id),
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  country_id: z.string(),
  is_default: z.optional(z.union([z.string(), z.number(), z.boolean()])),
  address_type: z.optional(z.string()),
  firstname: text,
  lastname: text,
  telephone: text,
  company: text,
  vat_id: text,
  region: z.optional(z.nullable(z.union([z.string(), z.object({ region: text, region_code: text, region_id: z.optional(z.nullable(id)) })]))),
  region_id: z.optional(z.nullable(id)),
});

/** The Magento customer (plus the loyalty extension's profile fields and `groupToken`). */
export const customerWire = z.object({
  id: z.optional(id),
  group_id: z.optional(id),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  external_id: text,
  date_of_birth: text,
  mobile_number: text,
  addresses: z.optional(z.array(addressWire)),
  groupToken: z.optional(z.string()),
});

/** Meta of login, refresh and the extension's `me`: the refresh token and the loyalty session expiry. */
export const tokenMetaWire = z.object({ refreshToken: z.string(), session_expires: z.optional(z.number()) });
export const sessionMetaWire = z.object({ session_expires: z.optional(z.number()) });

/** Magento's 'YYYY-MM-DD HH:mm:ss' (UTC) or ISO; checked here so the mapper never meets an unreadable date. */
const magentoDateWire = z
  .string()
  .check(
    z.refine((value) => !Number.isNaN(Date.parse(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}Z` : value)), 'not a date'),
  );

const orderAddressWire = z.object({
  firstname: text,
  lastname: text,
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  country_id: z.string(),
  telephone: text,
});

/** A Magento order item; a configurable's child row carries `parent_item_id` and no price of its own. */
const orderItemWire = z.object({
  item_id: z.optional(id),
  parent_item_id: z.optional(z.nullable(id)),
  sku: z.string(),
  name: z.string(),
  qty_ordered: z.number(),
  price_incl_tax: z.optional(z.number()),
  row_total_incl_tax: z.optional(z.number()),
});

/** `user/order-history`: a Magento order search result. */
export const orderHistoryWire = z.object({
  items: z.array(
    z.object({
      increment_id: z.string(),
      created_at: magentoDateWire,
      status: z.string(),
      grand_total: z.number(),
      order_currency_code: z.optional(z.string()),
      customer_id: z.optional(z.nullable(id)),
      subtotal_incl_tax: z.optional(z.number()),
      shipping_incl_tax: z.optional(z.number()),
      discount_amount: z.optional(z.number()),
      tax_amount: z.optional(z.number()),
      shipping_description: text,
      items: z.optional(z.array(orderItemWire)),
      billing_address: z.optional(orderAddressWire),
      extension_attributes: z.optional(
        z.object({ shipping_assignments: z.optional(z.array(z.object({ shipping: z.object({ address: z.optional(orderAddressWire) }) }))) }),
      ),
    }),
  ),
  total_count: z.number(),
});

export const tokenWire = z.string().check(z.minLength(1));
export const trueWire = z.literal(true);
export const booleanWire = z.boolean();

export type AddressWire = z.infer<typeof addressWire>;
export type CustomerWire = z.infer<typeof customerWire>;
export type OrderHistoryWire = z.infer<typeof orderHistoryWire>;
export type OrderAddressWire = z.infer<typeof orderAddressWire>;
