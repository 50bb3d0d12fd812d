import * as z from 'zod/mini';

const text = z.optional(z.nullable(z.string()));

/** A store of the store-locator service (mock-backend docs §6). */
export const storeWire = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  street: z.string(),
  house_number: z.optional(z.union([z.string(), z.number()])),
  postcode: z.string(),
  city: z.string(),
  country_id: z.string(),
  lat: z.number(),
  lng: z.number(),
  phone: text,
  email: text,
  opening_hours: z.optional(z.array(z.object({ day: z.number(), open: text, close: text }))),
  special_hours: z.optional(z.array(z.object({ date: z.string(), open: text, close: text, label: text }))),
  services: z.optional(z.array(z.string())),
  distance: z.optional(z.number()),
});

export const storeListWire = z.object({ items: z.array(storeWire), total: z.number() });

export type StoreWire = z.infer<typeof storeWire>;
