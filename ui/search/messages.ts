import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the search panel and the results page (catalogue spec §2, §5); English defaults quote the spec. */
export const messages = {
  ...defineMessages({
    panelTitle: { id: 'search.panelTitle', defaultMessage: 'Search for products' },
    placeholder: { id: 'search.placeholder', defaultMessage: 'What are you searching for?' },
    inputLabel: { id: 'search.inputLabel', defaultMessage: 'Search' },
    minCharacters: { id: 'search.minCharacters', defaultMessage: 'Type at least 3 characters to search.' },
    searching: { id: 'search.searching', defaultMessage: 'Searching…' },
    suggestions: { id: 'search.suggestions', defaultMessage: 'Suggestions' },
    products: { id: 'search.products', defaultMessage: 'Products' },
    noResults: { id: 'search.noResults', defaultMessage: 'No products found' },
    offline: { id: 'search.offline', defaultMessage: 'You are offline. Some features might not be available.' },
    resultsHeading: { id: 'search.resultsHeading', defaultMessage: 'Search results' },
  }),
  resultCount: defineMessage<{ count: number }>({ id: 'search.resultCount', defaultMessage: '{count, plural, one {# result} other {# results}}' }),
  showAll: defineMessage<{ count: number }>({ id: 'search.showAll', defaultMessage: 'Show all {count, plural, one {# result} other {# results}}' }),
  resultsTitle: defineMessage<{ q: string }>({ id: 'search.resultsTitle', defaultMessage: 'Search results for “{q}”' }),
};
