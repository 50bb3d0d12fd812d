import { inject, injectable } from 'inversify';
import { newsletterCall } from '../../domain/newsletter/newsletter';
import type { NewsletterState } from '../../domain/newsletter/types';
import { err, ok, type Result } from '../../domain/shared/result';
import { NewsletterPort } from '../ports/newsletter-port';
import { isPortError, type PortErrorKind } from '../ports/port-error';

/** Unsubscribes from the newsletter, only when subscribed (cart spec §4). */
@injectable()
export class UnsubscribeNewsletter {
  constructor(@inject(NewsletterPort) private readonly newsletter: NewsletterPort) {}

  async execute(state: NewsletterState): Promise<Result<NewsletterState, { readonly kind: PortErrorKind }>> {
    if (state.email === undefined || newsletterCall(state, 'unsubscribe') === 'none') return ok(state);
    try {
      await this.newsletter.unsubscribe(state.email);
      return ok({ ...state, isSubscribed: false });
    } catch (error) {
      if (!isPortError(error)) throw error;
      return err({ kind: error.kind });
    }
  }
}
