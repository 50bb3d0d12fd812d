import { inject, injectable } from 'inversify';
import type { AutocompleteResult } from '../../domain/catalog/types';
import { isSearchableTerm } from '../../domain/search/search-query';
import { type ProviderSession, SearchProviderPort } from '../ports/search-provider-port';

const none: AutocompleteResult = { productSuggestions: [], phraseSuggestions: [] };

/** Suggestions of the search provider from 3 characters on (catalogue spec §5, §9); none when it does not answer. */
@injectable()
export class Autocomplete {
  constructor(@inject(SearchProviderPort) private readonly provider: SearchProviderPort) {}

  async execute(session: ProviderSession, text: string): Promise<AutocompleteResult> {
    if (!isSearchableTerm(text)) return none;
    return (await this.provider.autocomplete(session, text.trim())) ?? none;
  }
}
