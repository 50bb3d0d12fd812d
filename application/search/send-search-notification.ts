import { inject, injectable } from 'inversify';
import { type ProviderNotification, type ProviderSession, SearchProviderPort } from '../ports/search-provider-port';

/** Tells the search provider about a click, an add-to-cart or the end of the session (catalogue spec §7). */
@injectable()
export class SendSearchNotification {
  constructor(@inject(SearchProviderPort) private readonly provider: SearchProviderPort) {}

  /** True when the provider accepted it; a notification without its ticket is not sent. */
  async execute(session: ProviderSession, notification: ProviderNotification): Promise<boolean> {
    if (notification.type !== 'end' && notification.ticket.trim() === '') return false;
    return this.provider.notify(session, notification);
  }
}
