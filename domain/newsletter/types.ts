/** Newsletter state (cart spec §3). */
export interface NewsletterState {
  readonly isSubscribed: boolean;
  readonly email?: string;
}

/** Answer of a subscribe call (cart spec §3). */
export interface SubscribeResult {
  readonly contact_id?: string;
  readonly email_exists?: boolean;
}

export type NewsletterFeedback = 'success' | 'already-subscribed' | 'failed';

/** The form: idle, subscribing (spinner), then feedback until a time (epoch ms) (cart spec §4). */
export type NewsletterForm =
  | { readonly status: 'idle' }
  | { readonly status: 'subscribing' }
  | { readonly status: 'feedback'; readonly feedback: NewsletterFeedback; readonly until: number };
