import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/memory/fake-clock';
import { InMemoryNewsletter } from '../../adapters/memory/in-memory-newsletter';
import { MemoryLogger } from '../../adapters/memory/memory-logger';
import { newsletterMessages } from '../../domain/newsletter/messages';
import type { Profile } from '../../domain/account/types';
import { PortError } from '../ports/port-error';
import { LinkContact } from './link-contact';
import { LoadNewsletterStatus } from './load-newsletter-status';
import { SubscribeNewsletter } from './subscribe-newsletter';
import { UnsubscribeNewsletter } from './unsubscribe-newsletter';

const world = () => {
  const newsletter = new InMemoryNewsletter(
    ['anna@example.com'],
    [{ contactId: 'C-1', customKey: 'EXT-1', email: 'anna@example.com', favstore: 'Amsterdam', favbrand: 'Aaiko' }],
  );
  const clock = new FakeClock(1_000_000);
  return { newsletter, clock, subscribe: new SubscribeNewsletter(newsletter, clock) };
};

describe('SubscribeNewsletter (cart spec §4, §8 "Newsletter")', () => {
  it("cart §8: success 'You have been successfully subscribed to our newsletter!', feedback for 3 s, contact id kept", async () => {
    const w = world();
    const result = await w.subscribe.execute({ isSubscribed: false }, ' jan@example.com ');
    expect(result).toEqual({
      ok: true,
      value: {
        state: { isSubscribed: true, email: 'jan@example.com' },
        feedback: 'success',
        notice: { type: 'success', message: 'newsletter-subscribed' },
        form: { status: 'feedback', feedback: 'success', until: 1_003_000 },
        contactId: expect.any(String),
      },
    });
    expect(newsletterMessages['newsletter-subscribed']).toBe('You have been successfully subscribed to our newsletter!');
  });

  it("cart §8: warning 'You are already subscribed to our newsletter!' when the address existed", async () => {
    const w = world();
    const result = await w.subscribe.execute({ isSubscribed: false }, 'anna@example.com');
    expect(result.ok && result.value.notice).toEqual({ type: 'warning', message: 'newsletter-already-subscribed' });
    expect(newsletterMessages['newsletter-already-subscribed']).toBe('You are already subscribed to our newsletter!');
  });

  it('cart §4: subscribes only if not subscribed: a subscribed state makes no call and warns', async () => {
    const w = world();
    w.newsletter.fail(new PortError('unavailable', 'down'));
    const result = await w.subscribe.execute({ isSubscribed: true, email: 'anna@example.com' }, 'anna@example.com');
    expect(result.ok && result.value.feedback).toBe('already-subscribed');
  });

  it("cart §8: error 'An error occurred while subscribing you to our newsletter, please try again!' when the call fails", async () => {
    const w = world();
    w.newsletter.fail(new PortError('unavailable', 'Service Unavailable', { status: 503 }));
    const result = await w.subscribe.execute({ isSubscribed: false }, 'jan@example.com');
    expect(result.ok && result.value.notice).toEqual({ type: 'danger', message: 'newsletter-failed' });
    expect(result.ok && result.value.state.isSubscribed).toBe(false);
    expect(newsletterMessages['newsletter-failed']).toBe('An error occurred while subscribing you to our newsletter, please try again!');
  });

  it('a throttled call (429) tells the shopper to wait, not that the subscription failed', async () => {
    const w = world();
    w.newsletter.fail(new PortError('throttled', 'Too Many Requests', { status: 429 }));
    const result = await w.subscribe.execute({ isSubscribed: false }, 'jan@example.com');
    expect(result).toEqual({ ok: false, error: { type: 'danger', message: 'too-many-requests' } });
  });

  it("cart §5: 'Please provide an valid e-mail address.' before any call", async () => {
    const w = world();
    expect(await w.subscribe.execute({ isSubscribed: false }, 'not-an-email')).toEqual({
      ok: false,
      error: { type: 'danger', message: 'invalid-newsletter-email' },
    });
    expect(newsletterMessages['invalid-newsletter-email']).toBe('Please provide an valid e-mail address.');
  });
});

describe('UnsubscribeNewsletter and LoadNewsletterStatus (cart spec §4, §7)', () => {
  it('unsubscribes only if subscribed, and the status follows', async () => {
    const w = world();
    const status = new LoadNewsletterStatus(w.newsletter);
    const unsubscribe = new UnsubscribeNewsletter(w.newsletter);
    expect(await status.execute('anna@example.com')).toEqual({ ok: true, value: { isSubscribed: true, email: 'anna@example.com' } });
    expect(await unsubscribe.execute({ isSubscribed: true, email: 'anna@example.com' })).toEqual({
      ok: true,
      value: { isSubscribed: false, email: 'anna@example.com' },
    });
    expect(await status.execute('anna@example.com')).toEqual({ ok: true, value: { isSubscribed: false, email: 'anna@example.com' } });
    w.newsletter.fail(new PortError('unavailable', 'down'));
    expect(await unsubscribe.execute({ isSubscribed: false, email: 'anna@example.com' })).toEqual({
      ok: true,
      value: { isSubscribed: false, email: 'anna@example.com' },
    });
    expect(await status.execute('anna@example.com')).toEqual({ ok: false, error: { kind: 'unavailable' } });
  });
});

describe('LinkContact (cart spec §4: the contact id is only set if none is set)', () => {
  const profile: Profile = { email: 'anna@example.com', firstname: 'Anna', lastname: 'de Vries', external_id: 'EXT-1', addresses: [] };

  it('looks the contact up by external_id and reads favstore and favbrand', async () => {
    const w = world();
    const linked = await new LinkContact(w.newsletter, new MemoryLogger()).execute(profile);
    expect(linked).toEqual({
      contactId: 'C-1',
      overview: { contactId: 'C-1', email: 'anna@example.com', favstore: 'Amsterdam', favbrand: 'Aaiko', newsletter: true },
    });
  });

  it('keeps a contact id that is already set, and is silent on failure', async () => {
    const w = world();
    const logger = new MemoryLogger();
    w.newsletter.fail(new PortError('unavailable', 'down'));
    expect(await new LinkContact(w.newsletter, logger).execute(profile, 'C-9')).toEqual({ contactId: 'C-9' });
    expect(await new LinkContact(w.newsletter, logger).execute(profile)).toEqual({});
    expect(logger.messages('warn')).toHaveLength(2);
  });
});
