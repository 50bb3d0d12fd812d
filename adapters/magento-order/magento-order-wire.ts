import * as z from 'zod/mini';

/** `POST /api/order` result: the placed order, or a refusal text answered with code 200 (wire-reference §1). */
export const orderResultWire = z.union([
  z.string(),
  z.looseObject({
    magentoOrderId: z.union([z.string(), z.number()]),
    orderNumber: z.union([z.string(), z.number()]),
    backendOrderId: z.optional(z.union([z.string(), z.number()])),
    transferedAt: z.optional(z.string()),
  }),
]);
export type OrderResultWire = z.infer<typeof orderResultWire>;
