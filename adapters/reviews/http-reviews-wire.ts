import * as z from 'zod/mini';

const id = z.union([z.number(), z.string()]);

/** A review as the reviews service stores it and the catalogue index serves it (`review` entity). */
export const reviewWire = z.object({
  id,
  product_id: id,
  title: z.string(),
  detail: z.string(),
  nickname: z.string(),
  rating: z.optional(z.nullable(z.number())),
  review_status: z.union([z.number(), z.string()]),
  created_at: z.optional(z.nullable(z.string())),
});

/** The raw Elasticsearch answer of a `review` search (no envelope on success). */
export const reviewSearchWire = z.object({
  hits: z.object({ hits: z.array(z.object({ _source: reviewWire })) }),
});

export type ReviewWire = z.infer<typeof reviewWire>;
