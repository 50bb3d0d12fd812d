import { featureMessages, withValues } from '../i18n/feature-messages';

/** Texts of the search panel and the results page (catalogue spec §2, §5); English defaults quote the spec. */
export const messages = featureMessages('search', {
  panelTitle: 'Search for products',
  placeholder: 'What are you searching for?',
  inputLabel: 'Search',
  minCharacters: 'Type at least 3 characters to search.',
  searching: 'Searching…',
  suggestions: 'Suggestions',
  products: 'Products',
  noResults: 'No products found',
  offline: 'You are offline. Some features might not be available.',
  resultsHeading: 'Search results',
  resultCount: withValues<{ count: number }>('{count, plural, one {# result} other {# results}}'),
  showAll: withValues<{ count: number }>('Show all {count, plural, one {# result} other {# results}}'),
  resultsTitle: withValues<{ q: string }>('Search results for “{q}”'),
});
