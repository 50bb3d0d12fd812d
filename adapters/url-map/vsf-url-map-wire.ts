import * as z from 'zod/mini';

/** The raw ES hit `/api/url/map` answers, or null (wire-reference §1). */
export const urlMapHitWire = z.nullable(
  z.looseObject({
    _type: z.string(),
    _source: z.looseObject({
      sku: z.optional(z.string()),
      type_id: z.optional(z.string()),
      url_path: z.optional(z.string()),
      identifier: z.optional(z.string()),
    }),
  }),
);

export const redirectSearchWire = z.object({
  hits: z.object({
    hits: z.array(z.object({ _source: z.looseObject({ request_path: z.string(), target_path: z.string(), redirect_type: z.coerce.number() }) })),
  }),
});
