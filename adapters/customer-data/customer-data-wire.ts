import * as z from 'zod/mini';

/** `GET newsletter-subscribe`: 'subscribed', 'unsubscribed' or 'not_found' (cart spec §7). */
export const subscriptionStatusWire = z.string();

/** `POST newsletter-subscribe`: the contact id and whether the address was already subscribed (cart spec §3). */
export const subscribeWire = z.object({ contact_id: z.optional(z.nullable(z.string())), email_exists: z.optional(z.boolean()) });

/** `mine/subscription`: the customer's address and status. */
export const mySubscriptionWire = z.object({ email: z.string(), is_subscribed: z.boolean() });

export const contactIdWire = z.string().check(z.minLength(1));

export const contactOverviewWire = z.object({
  contactId: z.string(),
  email: z.optional(z.nullable(z.string())),
  favstore: z.optional(z.nullable(z.string())),
  favbrand: z.optional(z.nullable(z.string())),
  newsletter: z.optional(z.boolean()),
});

export type SubscribeWire = z.infer<typeof subscribeWire>;
export type ContactOverviewWire = z.infer<typeof contactOverviewWire>;
