import * as z from 'zod/mini';

/** Ids and option values drift between number and string in the index (wire-reference §5). */
export const idWire = z.union([z.string(), z.number()]);
const price = z.optional(z.nullable(z.number()));

const stockWire = z.looseObject({ is_in_stock: z.boolean(), qty: z.optional(z.nullable(z.number())) });

/** The VSF API's price signature on product hits and their configurable children (wire-reference §1); optional. */
const sgn = z.optional(z.string());

const childWire = z.looseObject({ id: idWire, sku: z.string(), status: z.optional(z.number()), stock: z.optional(stockWire), price, final_price: price, sgn });

const optionWire = z.looseObject({
  attribute_id: idWire,
  attribute_code: z.optional(z.string()),
  label: z.string(),
  values: z.array(z.looseObject({ value_index: idWire, label: z.string() })),
});

/** A product `_source` (wire-reference §5); only what the app relies on is checked, the rest passes through. */
export const productWire = z.looseObject({
  id: idWire,
  sku: z.string(),
  name: z.string(),
  type_id: z.string(),
  status: z.optional(z.number()),
  visibility: z.optional(z.number()),
  price,
  final_price: price,
  special_price: price,
  sgn,
  stock: z.optional(stockWire),
  category_ids: z.optional(z.array(idWire)),
  configurable_children: z.optional(z.array(childWire)),
  configurable_options: z.optional(z.array(optionWire)),
  product_links: z.optional(z.array(z.looseObject({ sku: z.string(), link_type: z.string(), linked_product_sku: z.string() }))),
});

export const categoryWire = z.looseObject({
  id: idWire,
  parent_id: z.nullable(idWire),
  level: z.number(),
  name: z.string(),
  is_active: z.boolean(),
});

export const attributeWire = z.looseObject({
  attribute_id: idWire,
  attribute_code: z.string(),
  options: z.optional(z.array(z.looseObject({ label: z.string(), value: idWire }))),
});

export const taxRuleWire = z.looseObject({
  id: idWire,
  product_tax_class_ids: z.array(idWire),
  customer_tax_class_ids: z.array(idWire),
  rates: z.array(z.looseObject({ rate: z.number(), tax_country_id: z.string() })),
});

export const landingPageWire = z.looseObject({
  category_id: idWire,
  url_path: z.string(),
  filter_attributes: z.optional(z.nullable(z.union([z.string(), z.record(z.string(), z.unknown())]))),
});

export const redirectWire = z.looseObject({ request_path: z.string(), target_path: z.string(), redirect_type: z.coerce.number() });

const bucketWire = z.looseObject({ key: z.union([z.string(), z.number()]), doc_count: z.number(), from: z.optional(z.number()), to: z.optional(z.number()) });

/** The raw ES 7 answer the VSF API passes through (wire-reference §2); `hits.total` may be a number or `{value}`. */
export const searchResponseWire = z.object({
  hits: z.object({
    total: z.optional(z.union([z.number(), z.object({ value: z.number(), relation: z.optional(z.string()) })])),
    hits: z.array(z.object({ _id: z.optional(z.string()), _source: z.unknown() })),
  }),
  aggregations: z.optional(z.record(z.string(), z.looseObject({ buckets: z.optional(z.array(bucketWire)) }))),
});

/** `render-list` result (wire-reference §1). */
export const renderListWire = z.object({
  items: z.array(
    z.looseObject({
      id: idWire,
      is_salable: z.optional(z.union([z.string(), z.boolean(), z.number()])),
      price_info: z.looseObject({ final_price: z.number(), regular_price: z.number(), special_price: z.optional(z.nullable(z.number())) }),
    }),
  ),
});

export type SearchResponseWire = z.infer<typeof searchResponseWire>;
export type RenderListWire = z.infer<typeof renderListWire>;
