import type { NewsletterState, SubscribeResult } from '../../domain/newsletter/types';

export const NewsletterPort = Symbol.for('NewsletterPort');

/** A contact of the customer-data service as the shop reads it (cart spec §4, §7: favstore and favbrand). */
export interface ContactOverview {
  readonly contactId: string;
  readonly email?: string;
  readonly favstore?: string;
  readonly favbrand?: string;
  readonly newsletter?: boolean;
}

/**
 * The customer-data service: newsletter subscriptions and contacts (cart spec §7 "Newsletter", "Customer-data
 * contact calls"). Failures throw PortError (an unknown token: 'not-authorized'); the contact calls are silent, so callers treat a failure as nothing.
 */
export interface NewsletterPort {
  /** Whether the address is subscribed (the GET answers 'subscribed'). */
  isSubscribed(email: string): Promise<boolean>;
  /** Subscribes; `token` is the footer form's (a JSON body of email and token). */
  subscribe(email: string, token?: string): Promise<SubscribeResult>;
  unsubscribe(email: string): Promise<void>;
  /** The logged-in customer's own subscription (`mine/subscription?token`, cart spec §7). */
  mySubscription(token: string): Promise<NewsletterState>;
  updateMySubscription(token: string, subscribed: boolean): Promise<NewsletterState>;
  /** The contact id for the profile's external_id (customKey); undefined when there is none. */
  contactId(customKey: string): Promise<string | undefined>;
  contactOverview(contactId: string): Promise<ContactOverview | undefined>;
  updateContact(contactId: string, fields: Readonly<Record<string, string | boolean | number>>): Promise<void>;
}
