import { inject, injectable, optional } from 'inversify';
import { feedbackNotice, newsletterCall, showFeedback } from '../../domain/newsletter/newsletter';
import type { NewsletterFeedback, NewsletterForm, NewsletterState } from '../../domain/newsletter/types';
import type { Notice } from '../../domain/notifications/types';
import { ClockPort } from '../ports/clock-port';
import { KeyValueStorePort } from '../ports/key-value-store-port';
import { NewsletterPort } from '../ports/newsletter-port';
import { isPortError } from '../ports/port-error';

export interface MySubscriptionChange {
  readonly state: NewsletterState;
  /** Feedback of a subscribe (success, already subscribed, failed); an unsubscribe has none unless it failed. */
  readonly feedback?: NewsletterFeedback;
  readonly notice: Notice;
  /** The form shows the feedback for 3 seconds (cart spec §4). */
  readonly form: NewsletterForm;
  /** The customer-data contact id, stored once (cart spec §4, §7). */
  readonly contactId?: string;
}

const CONTACT_KEY = 'contact-id';

/**
 * Subscribes or unsubscribes the signed-in customer from the account (cart spec §7 `mine/subscription` update):
 * subscribe only if not subscribed, unsubscribe only if subscribed (§4); the form's feedback lasts 3 s with the
 * spec's texts (§8). After a subscription the contact id of the profile's external id is looked up and stored when
 * none is stored yet (§4 "the contact id is only set if none is set"); the lookup is silent (§7).
 */
@injectable()
export class ChangeMySubscription {
  constructor(
    @inject(NewsletterPort) private readonly newsletter: NewsletterPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(KeyValueStorePort) @optional() private readonly storage?: KeyValueStorePort,
  ) {}

  async execute(token: string, state: NewsletterState, wanted: 'subscribe' | 'unsubscribe', externalId?: string): Promise<MySubscriptionChange> {
    if (newsletterCall(state, wanted) === 'none') {
      return wanted === 'subscribe'
        ? this.outcome(state, 'already-subscribed')
        : { state, notice: { type: 'info', message: 'newsletter-not-subscribed' }, form: { status: 'idle' } };
    }
    try {
      const next = await this.newsletter.updateMySubscription(token, wanted === 'subscribe');
      if (wanted === 'unsubscribe') return { state: next, notice: { type: 'success', message: 'newsletter-unsubscribed' }, form: { status: 'idle' } };
      const contactId = await this.contact(externalId);
      return this.outcome(next, 'success', contactId);
    } catch (error) {
      if (!isPortError(error)) throw error;
      return wanted === 'subscribe'
        ? this.outcome(state, 'failed')
        : { state, feedback: 'failed', notice: feedbackNotice('failed'), form: showFeedback('failed', this.clock.now()) };
    }
  }

  private outcome(state: NewsletterState, feedback: NewsletterFeedback, contactId?: string): MySubscriptionChange {
    return {
      state,
      feedback,
      notice: feedbackNotice(feedback),
      form: showFeedback(feedback, this.clock.now()),
      ...(contactId === undefined ? {} : { contactId }),
    };
  }

  private async contact(externalId: string | undefined): Promise<string | undefined> {
    const store = this.storage?.namespace('customer-data');
    try {
      const stored = await store?.get(CONTACT_KEY);
      if (typeof stored === 'string') return stored;
      const found = externalId === undefined || externalId === '' ? undefined : await this.newsletter.contactId(externalId);
      if (found !== undefined) await store?.set(CONTACT_KEY, found);
      return found;
    } catch (error) {
      if (!isPortError(error)) throw error;
      return undefined;
    }
  }
}
