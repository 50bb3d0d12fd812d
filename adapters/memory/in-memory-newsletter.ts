import { injectable } from 'inversify';
import type { NewsletterState, SubscribeResult } from '../../domain/newsletter/types';
import type { ContactOverview, NewsletterPort } from '../../application/ports/newsletter-port';
import { PortError } from '../../application/ports/port-error';

export interface InMemoryContact extends ContactOverview {
  readonly customKey: string;
}

/** NewsletterPort in memory: subscriptions by email and contacts by id. */
@injectable()
export class InMemoryNewsletter implements NewsletterPort {
  private readonly subscribed = new Map<string, boolean>();
  private readonly contacts = new Map<string, InMemoryContact>();
  private failure: PortError | undefined;
  private sequence = 0;

  /** `ownerOf` tells whose customer token it is (the email), for the `mine/subscription` calls. */
  constructor(
    subscribers: readonly string[] = [],
    contacts: readonly InMemoryContact[] = [],
    private readonly ownerOf: (token: string) => string | undefined = () => undefined,
  ) {
    for (const email of subscribers) this.subscribed.set(email.toLowerCase(), true);
    for (const contact of contacts) this.contacts.set(contact.contactId, contact);
  }

  /** Makes every later call throw this error (a test's outage). */
  fail(error: PortError | undefined): void {
    this.failure = error;
  }

  async isSubscribed(email: string): Promise<boolean> {
    this.check();
    return this.subscribed.get(email.toLowerCase()) === true;
  }

  async subscribe(email: string): Promise<SubscribeResult> {
    this.check();
    const key = email.toLowerCase();
    const existed = this.subscribed.get(key) === true;
    this.subscribed.set(key, true);
    const known = [...this.contacts.values()].find((c) => c.email?.toLowerCase() === key);
    this.sequence += 1;
    return { contact_id: known?.contactId ?? `C-${String(this.sequence)}`, email_exists: existed };
  }

  async unsubscribe(email: string): Promise<void> {
    this.check();
    if (!this.subscribed.has(email.toLowerCase())) throw new PortError('not-found', `No subscriber with email ${email}`, { status: 404 });
    this.subscribed.set(email.toLowerCase(), false);
  }

  async mySubscription(token: string): Promise<NewsletterState> {
    const email = this.owner(token);
    return { isSubscribed: this.subscribed.get(email.toLowerCase()) === true, email };
  }

  async updateMySubscription(token: string, subscribed: boolean): Promise<NewsletterState> {
    const email = this.owner(token);
    this.subscribed.set(email.toLowerCase(), subscribed);
    return { isSubscribed: subscribed, email };
  }

  async contactId(customKey: string): Promise<string | undefined> {
    this.check();
    return [...this.contacts.values()].find((c) => c.customKey === customKey)?.contactId;
  }

  async contactOverview(contactId: string): Promise<ContactOverview | undefined> {
    this.check();
    const contact = this.contacts.get(contactId);
    if (contact === undefined) return undefined;
    const { customKey: _customKey, ...overview } = contact;
    return { ...overview, newsletter: this.subscribed.get(contact.email?.toLowerCase() ?? '') === true };
  }

  async updateContact(contactId: string, fields: Readonly<Record<string, string | boolean | number>>): Promise<void> {
    this.check();
    const contact = this.contacts.get(contactId);
    if (contact === undefined) throw new PortError('not-found', `No contact ${contactId}`, { status: 404 });
    const text = (key: 'favstore' | 'favbrand') => (typeof fields[key] === 'string' ? { [key]: fields[key] } : {});
    this.contacts.set(contactId, { ...contact, ...text('favstore'), ...text('favbrand') });
  }

  private owner(token: string): string {
    this.check();
    const email = this.ownerOf(token);
    if (email === undefined) throw new PortError('not-authorized', "The consumer isn't authorized to access %resources.", { status: 401 });
    return email;
  }

  private check(): void {
    if (this.failure !== undefined) throw this.failure;
  }
}
