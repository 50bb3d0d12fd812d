import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type NewsletterSubscription } from '../../application/newsletter/subscribe-newsletter';
import { NEWSLETTER_FEEDBACK_MS, NEWSLETTER_STATUS_DEBOUNCE_MS, feedbackNotice, showFeedback } from '../../domain/newsletter/newsletter';
import { type NewsletterFeedback, type NewsletterState } from '../../domain/newsletter/types';
import { ok } from '../../domain/shared/result';
import { NewsletterFormStore } from './newsletter-form.store';

const answer = (feedback: NewsletterFeedback, state: NewsletterState): NewsletterSubscription => ({
  state,
  feedback,
  notice: feedbackNotice(feedback),
  form: showFeedback(feedback, 0),
});

describe('NewsletterFormStore (cart spec §4 "Newsletter")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function store(feedback: NewsletterFeedback = 'success') {
    const subscribe = vi.fn(async (state: NewsletterState, email: string) => ok(answer(feedback, { isSubscribed: true, email })));
    const status = vi.fn(async (email: string) => ok({ isSubscribed: true, email }));
    return {
      form: new NewsletterFormStore({ subscribeNewsletter: { execute: subscribe }, loadNewsletterStatus: { execute: status } as never }),
      subscribe,
      status,
    };
  }

  it("refuses a bad address with 'invalid-newsletter-email' and calls nothing", async () => {
    const { form, subscribe } = store();
    form.setEmail('anna@');
    await form.subscribe();
    expect(form.error).toBe('invalid-newsletter-email');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('goes idle → subscribing → feedback for 3 seconds → idle', async () => {
    const { form } = store('success');
    form.setEmail('anna@example.com');
    const pending = form.subscribe();
    expect(form.subscribing).toBe(true);
    await pending;
    expect(form.feedback).toBe('success');
    expect(form.feedbackType).toBe('success');
    expect(form.feedbackMessage).toBe('newsletter-subscribed');
    vi.advanceTimersByTime(NEWSLETTER_FEEDBACK_MS);
    expect(form.form.status).toBe('idle');
    expect(form.feedbackMessage).toBeUndefined();
  });

  it('shows already subscribed as a warning and a failure as an error', async () => {
    const warn = store('already-subscribed');
    warn.form.setEmail('anna@example.com');
    await warn.form.subscribe();
    expect(warn.form.feedbackType).toBe('warning');
    const fail = store('failed');
    fail.form.setEmail('anna@example.com');
    await fail.form.subscribe();
    expect(fail.form.feedbackType).toBe('danger');
    expect(fail.form.feedbackMessage).toBe('newsletter-failed');
  });

  it('looks up the status 500 ms after typing stops and passes it to the subscribe call', async () => {
    const { form, status, subscribe } = store();
    form.setEmail('anna@example.co');
    vi.advanceTimersByTime(NEWSLETTER_STATUS_DEBOUNCE_MS - 1);
    form.setEmail('anna@example.com');
    vi.advanceTimersByTime(NEWSLETTER_STATUS_DEBOUNCE_MS);
    expect(status).toHaveBeenCalledTimes(1);
    expect(status).toHaveBeenCalledWith('anna@example.com');
    await vi.runAllTimersAsync();
    await form.subscribe();
    expect(subscribe).toHaveBeenCalledWith({ isSubscribed: true, email: 'anna@example.com' }, 'anna@example.com');
  });
});
