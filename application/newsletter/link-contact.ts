import { inject, injectable } from 'inversify';
import type { Profile } from '../../domain/account/types';
import { LoggerPort } from '../ports/logger-port';
import { type ContactOverview, NewsletterPort } from '../ports/newsletter-port';
import { isPortError } from '../ports/port-error';

export interface LinkedContact {
  readonly contactId?: string;
  readonly overview?: ContactOverview;
}

/**
 * After the profile loads, looks up the customer-data contact id by the profile's external_id; the id is only set
 * when none is set yet (cart spec §4), then reads the overview (favstore, favbrand). The calls are silent: a
 * failure is logged and gives nothing (cart spec §7).
 */
@injectable()
export class LinkContact {
  constructor(
    @inject(NewsletterPort) private readonly newsletter: NewsletterPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  async execute(profile: Profile, currentContactId?: string): Promise<LinkedContact> {
    try {
      const contactId = currentContactId ?? (profile.external_id ? await this.newsletter.contactId(profile.external_id) : undefined);
      if (contactId === undefined) return {};
      const overview = await this.newsletter.contactOverview(contactId);
      return { contactId, ...(overview === undefined ? {} : { overview }) };
    } catch (error) {
      if (!isPortError(error)) throw error;
      this.logger.warn('customer-data', 'Contact lookup failed', { kind: error.kind, message: error.message });
      return currentContactId === undefined ? {} : { contactId: currentContactId };
    }
  }
}
