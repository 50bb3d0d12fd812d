import { beforeEach, describe, expect, it } from 'vitest';
import type { NewsletterPort } from '../../application/ports/newsletter-port';
import { PortError } from '../../application/ports/port-error';

export interface NewsletterHarness {
  readonly newsletter: NewsletterPort;
  /** An address on the list, with a contact of this customKey and contact id. */
  readonly subscriber: { readonly email: string; readonly customKey: string; readonly contactId: string };
  /** A known address that is not subscribed. */
  readonly unsubscribed: string;
  /** A customer token of the subscriber. */
  subscriberToken(): Promise<string>;
}

/** What every NewsletterPort adapter does (cart spec §3, §7). Each test starts from fresh backend state. */
export function newsletterContract(name: string, make: () => NewsletterHarness): void {
  describe(`NewsletterPort contract: ${name}`, () => {
    let h: NewsletterHarness;
    beforeEach(() => {
      h = make();
    });

    it('tells subscribed from not subscribed', async () => {
      expect(await h.newsletter.isSubscribed(h.subscriber.email)).toBe(true);
      expect(await h.newsletter.isSubscribed(h.unsubscribed)).toBe(false);
      expect(await h.newsletter.isSubscribed('never.heard.of@example.com')).toBe(false);
    });

    it('subscribes with a contact id; a second subscription reports that the address existed', async () => {
      const first = await h.newsletter.subscribe(h.unsubscribed);
      expect(first.contact_id).toEqual(expect.any(String));
      expect(first.email_exists).toBe(false);
      expect(await h.newsletter.isSubscribed(h.unsubscribed)).toBe(true);
      expect((await h.newsletter.subscribe(h.unsubscribed, 'footer-token')).email_exists).toBe(true);
    });

    it('unsubscribes', async () => {
      await h.newsletter.unsubscribe(h.subscriber.email);
      expect(await h.newsletter.isSubscribed(h.subscriber.email)).toBe(false);
    });

    it("reads and changes the logged-in customer's own subscription; an unknown token is not-authorized", async () => {
      const token = await h.subscriberToken();
      expect(await h.newsletter.mySubscription(token)).toEqual({ isSubscribed: true, email: h.subscriber.email });
      expect(await h.newsletter.updateMySubscription(token, false)).toEqual({ isSubscribed: false, email: h.subscriber.email });
      expect(await h.newsletter.isSubscribed(h.subscriber.email)).toBe(false);
      const error = await h.newsletter.mySubscription('no-such-token').then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PortError);
      expect((error as PortError).kind).toBe('not-authorized');
    });

    it('finds the contact by customKey, reads its overview and updates it; unknown ones are nothing', async () => {
      expect(await h.newsletter.contactId(h.subscriber.customKey)).toBe(h.subscriber.contactId);
      expect(await h.newsletter.contactId('no-such-key')).toBeUndefined();
      await h.newsletter.updateContact(h.subscriber.contactId, { favbrand: 'Contract Brand' });
      const overview = await h.newsletter.contactOverview(h.subscriber.contactId);
      expect(overview?.favbrand).toBe('Contract Brand');
      expect(overview?.newsletter).toBe(true);
      expect(await h.newsletter.contactOverview('no-such-contact')).toBeUndefined();
    });
  });
}
