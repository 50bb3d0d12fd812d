import { inject, injectable } from 'inversify';
import { isSearchableTerm } from '../../domain/search/search-query';
import { type ProviderSession, SearchProviderPort } from '../ports/search-provider-port';

/** Where a search text sends the shopper instead of the results page (the provider's `tn_q` redirect), or null. */
@injectable()
export class FindSearchRedirect {
  constructor(@inject(SearchProviderPort) private readonly provider: SearchProviderPort) {}

  async execute(session: ProviderSession, text: string): Promise<string | null> {
    return isSearchableTerm(text) ? this.provider.redirect(session, text.trim()) : null;
  }
}
