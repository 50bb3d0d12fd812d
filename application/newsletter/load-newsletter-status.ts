import { inject, injectable } from 'inversify';
import { checkNewsletterEmail } from '../../domain/newsletter/newsletter';
import type { NewsletterState } from '../../domain/newsletter/types';
import { err, ok, type Result } from '../../domain/shared/result';
import { NewsletterPort } from '../ports/newsletter-port';
import { isPortError, type PortErrorKind } from '../ports/port-error';

export type NewsletterStatusFailure = { readonly kind: PortErrorKind | 'invalid-newsletter-email' };

/** The subscription state of an address (cart spec §7: the GET answers 'subscribed'); the UI debounces it at 500 ms. */
@injectable()
export class LoadNewsletterStatus {
  constructor(@inject(NewsletterPort) private readonly newsletter: NewsletterPort) {}

  async execute(email: string): Promise<Result<NewsletterState, NewsletterStatusFailure>> {
    const checked = checkNewsletterEmail(email);
    if (!checked.ok) return err({ kind: checked.error });
    try {
      return ok({ isSubscribed: await this.newsletter.isSubscribed(checked.value), email: checked.value });
    } catch (error) {
      if (!isPortError(error)) throw error;
      return err({ kind: error.kind });
    }
  }
}
