import { inject, injectable } from 'inversify';
import type { AutocompleteResult } from '../../domain/catalog/types';
import { listableGroups } from '../../domain/search/provider-stock';
import { isSearchableTerm } from '../../domain/search/search-query';
import { CatalogSettings, stockPolicy } from '../catalog/catalog-settings';
import { type ProviderSession, SearchProviderPort } from '../ports/search-provider-port';

const none: AutocompleteResult = { productSuggestions: [], phraseSuggestions: [] };

/**
 * Suggestions of the search provider from 3 characters on (catalogue spec §5, §9); none when it does not answer.
 * Products out of stock are not suggested unless out-of-stock products are listed (§5).
 */
@injectable()
export class Autocomplete {
  constructor(
    @inject(SearchProviderPort) private readonly provider: SearchProviderPort,
    @inject(CatalogSettings) private readonly settings: CatalogSettings,
  ) {}

  async execute(session: ProviderSession, text: string): Promise<AutocompleteResult> {
    if (!isSearchableTerm(text)) return none;
    const answer = await this.provider.autocomplete(session, text.trim());
    if (answer === null) return none;
    return { ...answer, productSuggestions: listableGroups(answer.productSuggestions, stockPolicy(this.settings)) };
  }
}
