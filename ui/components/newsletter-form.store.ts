import { makeAutoObservable, runInAction } from 'mobx';
import { type SubscribeNewsletter } from '../../application/newsletter/subscribe-newsletter';
import { type LoadNewsletterStatus } from '../../application/newsletter/load-newsletter-status';
import { NEWSLETTER_FEEDBACK_MS, NEWSLETTER_STATUS_DEBOUNCE_MS, checkNewsletterEmail } from '../../domain/newsletter/newsletter';
import { type NewsletterFeedback, type NewsletterForm, type NewsletterState } from '../../domain/newsletter/types';
import { type NotificationType } from '../../domain/notifications/types';

type Timer = ReturnType<typeof setTimeout>;

export interface NewsletterFormUseCases {
  readonly subscribeNewsletter: Pick<SubscribeNewsletter, 'execute'>;
  readonly loadNewsletterStatus: Pick<LoadNewsletterStatus, 'execute'>;
}

/**
 * The newsletter form (cart spec §4): idle, subscribing (spinner), then the feedback (success, already subscribed as
 * a warning, failed as an error) for 3 seconds before it is idle again. The subscription status of a typed address
 * is looked up 500 ms after the typing stops, so an address already on the list gets the warning without a call.
 */
export class NewsletterFormStore {
  email = '';
  /** Message id of the field's validation error. */
  error: string | undefined = undefined;
  form: NewsletterForm = { status: 'idle' };
  /** Message id of the feedback while `form` is in feedback. */
  feedbackMessage: string | undefined = undefined;
  state: NewsletterState = { isSubscribed: false };
  private feedbackTimer: Timer | undefined;
  private statusTimer: Timer | undefined;

  constructor(
    private readonly useCases: NewsletterFormUseCases,
    /** Told when the address is on the list now (signed up, or already there), so the page can say so. */
    private readonly onSubscribed: (state: NewsletterState) => void = () => undefined,
  ) {
    makeAutoObservable<NewsletterFormStore, 'feedbackTimer' | 'statusTimer' | 'useCases' | 'onSubscribed'>(this, {
      feedbackTimer: false,
      statusTimer: false,
      useCases: false,
      onSubscribed: false,
    });
  }

  get subscribing(): boolean {
    return this.form.status === 'subscribing';
  }

  get feedback(): NewsletterFeedback | undefined {
    return this.form.status === 'feedback' ? this.form.feedback : undefined;
  }

  get feedbackType(): NotificationType | undefined {
    const feedback = this.feedback;
    if (feedback === undefined) return undefined;
    return feedback === 'success' ? 'success' : feedback === 'already-subscribed' ? 'warning' : 'danger';
  }

  setEmail(email: string): void {
    this.email = email;
    if (this.error !== undefined && checkNewsletterEmail(email).ok) this.error = undefined;
    this.scheduleStatus();
  }

  async subscribe(): Promise<void> {
    if (this.subscribing) return;
    this.cancelStatus();
    const checked = checkNewsletterEmail(this.email);
    if (!checked.ok) {
      this.error = checked.error;
      return;
    }
    this.error = undefined;
    this.form = { status: 'subscribing' };
    const state = this.state.email === checked.value ? this.state : { isSubscribed: false };
    const result = await this.useCases.subscribeNewsletter.execute(state, this.email);
    runInAction(() => {
      if (!result.ok) {
        this.form = { status: 'idle' };
        this.error = result.error.message;
        return;
      }
      this.state = result.value.state;
      this.form = result.value.form;
      this.feedbackMessage = result.value.notice.message;
      this.scheduleIdle();
    });
    if (result.ok && result.value.state.isSubscribed) this.onSubscribed(result.value.state);
  }

  dispose(): void {
    this.cancelStatus();
    if (this.feedbackTimer !== undefined) clearTimeout(this.feedbackTimer);
  }

  private scheduleIdle(): void {
    if (this.feedbackTimer !== undefined) clearTimeout(this.feedbackTimer);
    this.feedbackTimer = setTimeout(() => this.backToIdle(), NEWSLETTER_FEEDBACK_MS);
  }

  private backToIdle(): void {
    this.feedbackTimer = undefined;
    this.form = { status: 'idle' };
    this.feedbackMessage = undefined;
  }

  private scheduleStatus(): void {
    this.cancelStatus();
    if (!checkNewsletterEmail(this.email).ok) return;
    const email = this.email;
    this.statusTimer = setTimeout(() => void this.loadStatus(email), NEWSLETTER_STATUS_DEBOUNCE_MS);
  }

  private cancelStatus(): void {
    if (this.statusTimer !== undefined) clearTimeout(this.statusTimer);
    this.statusTimer = undefined;
  }

  private async loadStatus(email: string): Promise<void> {
    this.statusTimer = undefined;
    const result = await this.useCases.loadNewsletterStatus.execute(email);
    runInAction(() => {
      if (result.ok && this.email === email) this.state = result.value;
    });
  }
}
