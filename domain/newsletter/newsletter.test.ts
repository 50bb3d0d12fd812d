import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { newsletterMessages } from './messages';
import { checkNewsletterEmail, expireFeedback, feedbackNotice, isSubscribedAnswer, newsletterCall, showFeedback, subscribeFeedback } from './newsletter';

describe('cart §4/§5: newsletter', () => {
  it('cart §4: "subscribe only if not subscribed, unsubscribe only if subscribed"', () => {
    expect(newsletterCall({ isSubscribed: false }, 'subscribe')).toBe('subscribe');
    expect(newsletterCall({ isSubscribed: true }, 'subscribe')).toBe('none');
    expect(newsletterCall({ isSubscribed: true }, 'unsubscribe')).toBe('unsubscribe');
    expect(newsletterCall({ isSubscribed: false }, 'unsubscribe')).toBe('none');
  });

  it('cart §5: "Newsletter: email required and valid (\'Please provide an valid e-mail address.\')"', () => {
    expect(checkNewsletterEmail(' klant@example.nl ')).toEqual({ ok: true, value: 'klant@example.nl' });
    expect(checkNewsletterEmail('')).toEqual({ ok: false, error: 'invalid-newsletter-email' });
    expect(checkNewsletterEmail('klant@')).toEqual({ ok: false, error: 'invalid-newsletter-email' });
    expect(newsletterMessages['invalid-newsletter-email']).toBe('Please provide an valid e-mail address.');
  });

  it('cart §4: "feedback for 3 seconds (success, already subscribed as warning, or failed as error)"', () => {
    expect(subscribeFeedback(200, false)).toBe('success');
    expect(subscribeFeedback(200, undefined)).toBe('success');
    expect(subscribeFeedback(200, true)).toBe('already-subscribed');
    expect(subscribeFeedback(500, false)).toBe('failed');
    expect(subscribeFeedback(undefined, undefined)).toBe('failed');
    const form = showFeedback('success', 1000);
    expect(form).toEqual({ status: 'feedback', feedback: 'success', until: 4000 });
    expect(expireFeedback(form, 3999)).toBe(form);
    expect(expireFeedback(form, 4000)).toEqual({ status: 'idle' });
    expect(expireFeedback({ status: 'subscribing' }, 9e9)).toEqual({ status: 'subscribing' });
    expect(feedbackNotice('success')).toEqual({ type: 'success', message: 'newsletter-subscribed' });
    expect(feedbackNotice('already-subscribed').type).toBe('warning');
    expect(feedbackNotice('failed').type).toBe('danger');
    expect(newsletterMessages['newsletter-already-subscribed']).toBe('You are already subscribed to our newsletter!');
  });

  it('cart §7: "GET with email (result \'subscribed\' means subscribed)"', () => {
    expect(isSubscribedAnswer('subscribed')).toBe(true);
    expect(isSubscribedAnswer('unsubscribed')).toBe(false);
    expect(isSubscribedAnswer(null)).toBe(false);
  });

  test.prop([fc.boolean(), fc.constantFrom('subscribe' as const, 'unsubscribe' as const)])(
    'a call never asks for the state the address already has',
    (isSubscribed, wanted) => {
      const call = newsletterCall({ isSubscribed }, wanted);
      if (call === 'subscribe') expect(isSubscribed).toBe(false);
      if (call === 'unsubscribe') expect(isSubscribed).toBe(true);
      expect(call === 'none').toBe(isSubscribed === (wanted === 'subscribe'));
    },
  );

  test.prop([fc.integer({ min: 0, max: 1e12 }), fc.nat(10_000)])('feedback lasts exactly 3000 ms', (start, elapsed) => {
    const form = expireFeedback(showFeedback('failed', start), start + elapsed);
    expect(form.status === 'idle').toBe(elapsed >= 3000);
  });
});
