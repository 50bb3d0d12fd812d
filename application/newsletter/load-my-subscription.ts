import { inject, injectable } from 'inversify';
import type { NewsletterState } from '../../domain/newsletter/types';
import { err, ok, type Result } from '../../domain/shared/result';
import { NewsletterPort } from '../ports/newsletter-port';
import { isPortError, type PortErrorKind } from '../ports/port-error';

/** The signed-in customer's own subscription (cart spec §7 `mine/subscription` GET). */
@injectable()
export class LoadMySubscription {
  constructor(@inject(NewsletterPort) private readonly newsletter: NewsletterPort) {}

  async execute(token: string): Promise<Result<NewsletterState, { readonly kind: PortErrorKind }>> {
    try {
      return ok(await this.newsletter.mySubscription(token));
    } catch (error) {
      if (!isPortError(error)) throw error;
      return err({ kind: error.kind });
    }
  }
}
