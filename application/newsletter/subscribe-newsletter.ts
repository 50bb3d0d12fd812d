import { inject, injectable } from 'inversify';
import { checkNewsletterEmail, feedbackNotice, newsletterCall, showFeedback, subscribeFeedback } from '../../domain/newsletter/newsletter';
import type { NewsletterFeedback, NewsletterForm, NewsletterState } from '../../domain/newsletter/types';
import type { Notice } from '../../domain/notifications/types';
import { err, ok, type Result } from '../../domain/shared/result';
import { ClockPort } from '../ports/clock-port';
import { NewsletterPort } from '../ports/newsletter-port';
import { isPortError } from '../ports/port-error';

export interface NewsletterSubscription {
  readonly state: NewsletterState;
  readonly feedback: NewsletterFeedback;
  /** Success, already subscribed (warning) or failed (error), with the spec's texts (cart spec §8 "Newsletter"). */
  readonly notice: Notice;
  /** The form shows the feedback for 3 seconds (cart spec §4). */
  readonly form: NewsletterForm;
  /** The contact id the service answered, to be stored (cart spec §7). */
  readonly contactId?: string;
}

/**
 * Subscribes to the newsletter, only when not yet subscribed (cart spec §4). A bad email is refused with
 * 'Please provide an valid e-mail address.' before any call (§5); a failed call is the 'failed' feedback, not a crash.
 */
@injectable()
export class SubscribeNewsletter {
  constructor(
    @inject(NewsletterPort) private readonly newsletter: NewsletterPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  /** `token` is sent by the footer form (a JSON body of email and token, cart spec §7). */
  async execute(state: NewsletterState, email: string, token?: string): Promise<Result<NewsletterSubscription, Notice>> {
    const checked = checkNewsletterEmail(email);
    if (!checked.ok) return err({ type: 'danger', message: checked.error });
    if (newsletterCall(state, 'subscribe') === 'none') return ok(this.outcome({ isSubscribed: true, email: checked.value }, 'already-subscribed'));
    try {
      const answer = await this.newsletter.subscribe(checked.value, token);
      const feedback = subscribeFeedback(200, answer.email_exists);
      return ok(this.outcome({ isSubscribed: true, email: checked.value }, feedback, answer.contact_id));
    } catch (error) {
      if (!isPortError(error)) throw error;
      // Throttled (429): the shopper is told to wait, not that the subscription failed.
      if (error.kind === 'throttled') return err({ type: 'danger', message: 'too-many-requests' });
      return ok(this.outcome(state, subscribeFeedback(error.details.status, undefined)));
    }
  }

  private outcome(state: NewsletterState, feedback: NewsletterFeedback, contactId?: string): NewsletterSubscription {
    return {
      state,
      feedback,
      notice: feedbackNotice(feedback),
      form: showFeedback(feedback, this.clock.now()),
      ...(contactId === undefined ? {} : { contactId }),
    };
  }
}
