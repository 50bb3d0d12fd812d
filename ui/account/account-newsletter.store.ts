import { makeAutoObservable, runInAction } from 'mobx';
import { expireFeedback, NEWSLETTER_FEEDBACK_MS, NEWSLETTER_STATUS_DEBOUNCE_MS } from '../../domain/newsletter/newsletter';
import { type NewsletterForm, type NewsletterState } from '../../domain/newsletter/types';
import { type AccountContext } from './account-context';

type Timer = ReturnType<typeof setTimeout>;

/**
 * The newsletter block of the account (cart spec §4, §7 `mine/subscription`): the customer's status, subscribe only
 * when not subscribed and unsubscribe only when subscribed, the form idle → subscribing → feedback for 3 s, and the
 * status read again from the server 500 ms after the last change (debounced, §9).
 */
export class AccountNewsletterStore {
  state: NewsletterState | undefined = undefined;
  form: NewsletterForm = { status: 'idle' };
  failed = false;
  private feedbackTimer: Timer | undefined;
  private statusTimer: Timer | undefined;

  constructor(
    private readonly context: AccountContext,
    private readonly externalId: () => string | undefined,
    /** Told the new state after a change, so the rest of the page (the footer) can follow. */
    private readonly onChanged: (state: NewsletterState) => void = () => undefined,
  ) {
    makeAutoObservable<AccountNewsletterStore, 'context' | 'externalId' | 'onChanged' | 'feedbackTimer' | 'statusTimer'>(this, {
      context: false,
      externalId: false,
      onChanged: false,
      feedbackTimer: false,
      statusTimer: false,
    });
  }

  async load(): Promise<void> {
    const token = this.context.token();
    if (token === undefined) return;
    const result = await this.context.useCases.loadMySubscription.execute(token);
    runInAction(() => {
      if (result.ok) this.state = result.value;
      this.failed = !result.ok;
    });
  }

  async change(wanted: 'subscribe' | 'unsubscribe'): Promise<void> {
    const token = this.context.token();
    if (token === undefined || this.state === undefined || this.form.status === 'subscribing') return;
    this.form = { status: 'subscribing' };
    const outcome = await this.context.useCases.changeMySubscription.execute(token, this.state, wanted, this.externalId());
    runInAction(() => {
      this.state = outcome.state;
      this.form = outcome.form;
    });
    this.context.notify(outcome.notice);
    this.onChanged(outcome.state);
    this.scheduleFeedbackEnd();
    this.scheduleStatus();
  }

  dispose(): void {
    if (this.feedbackTimer !== undefined) clearTimeout(this.feedbackTimer);
    if (this.statusTimer !== undefined) clearTimeout(this.statusTimer);
  }

  private scheduleFeedbackEnd(): void {
    if (this.form.status !== 'feedback') return;
    if (this.feedbackTimer !== undefined) clearTimeout(this.feedbackTimer);
    const shown = this.form;
    // The feedback lasts its 3 s from now; a newer answer in between keeps its own timer.
    this.feedbackTimer = setTimeout(
      () => runInAction(() => (this.form = this.form === shown ? expireFeedback(shown, shown.until) : this.form)),
      NEWSLETTER_FEEDBACK_MS,
    );
  }

  private scheduleStatus(): void {
    if (this.statusTimer !== undefined) clearTimeout(this.statusTimer);
    this.statusTimer = setTimeout(() => void this.load(), NEWSLETTER_STATUS_DEBOUNCE_MS);
  }
}
