import { err, ok, type Result } from '../shared/result';
import { isEmail } from '../account/form-fields';
import type { Notice } from '../notifications/types';
import type { NewsletterFeedback, NewsletterForm, NewsletterState } from './types';

/** Feedback shows for 3000 ms; the status update is debounced at 500 ms (cart spec §9); the pop-up's delay: popup.ts. */
export const NEWSLETTER_FEEDBACK_MS = 3000;
export const NEWSLETTER_STATUS_DEBOUNCE_MS = 500;

/** Subscribe only if not subscribed, unsubscribe only if subscribed (cart spec §4). */
export function newsletterCall(state: NewsletterState, wanted: 'subscribe' | 'unsubscribe'): 'subscribe' | 'unsubscribe' | 'none' {
  if (wanted === 'subscribe') return state.isSubscribed ? 'none' : 'subscribe';
  return state.isSubscribed ? 'unsubscribe' : 'none';
}

/** Newsletter email: required and valid ('Please provide an valid e-mail address.', cart spec §5). */
export function checkNewsletterEmail(email: string): Result<string, 'invalid-newsletter-email'> {
  return isEmail(email) ? ok(email.trim()) : err('invalid-newsletter-email');
}

/** The subscription GET answers 'subscribed' for a subscribed address (cart spec §7). */
export function isSubscribedAnswer(result: unknown): boolean {
  return result === 'subscribed';
}

/** Feedback of a subscribe answer: code 200 succeeds, unless the address already existed (a warning); anything else failed (cart spec §4, §7). */
export function subscribeFeedback(code: number | undefined, emailExists: boolean | undefined): NewsletterFeedback {
  if (code !== 200) return 'failed';
  return emailExists === true ? 'already-subscribed' : 'success';
}

/** Form after the subscribe answer: feedback for 3 seconds (cart spec §4). */
export function showFeedback(feedback: NewsletterFeedback, nowMs: number): NewsletterForm {
  return { status: 'feedback', feedback, until: nowMs + NEWSLETTER_FEEDBACK_MS };
}

/** The form returns to idle once its feedback time is over (cart spec §4). */
export function expireFeedback(form: NewsletterForm, nowMs: number): NewsletterForm {
  return form.status === 'feedback' && nowMs >= form.until ? { status: 'idle' } : form;
}

const NOTICES: Readonly<Record<NewsletterFeedback, Notice>> = {
  success: { type: 'success', message: 'newsletter-subscribed' },
  'already-subscribed': { type: 'warning', message: 'newsletter-already-subscribed' },
  failed: { type: 'danger', message: 'newsletter-failed' },
};

/** The notice of a feedback: success, already subscribed as a warning, failed as an error (cart spec §4, §8). */
export function feedbackNotice(feedback: NewsletterFeedback): Notice {
  return NOTICES[feedback];
}
