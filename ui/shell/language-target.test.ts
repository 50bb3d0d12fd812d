import { describe, expect, it } from 'vitest';
import { languageTarget } from './language-target';

describe('languageTarget', () => {
  const head = { alternates: [{ hreflang: 'nl', href: '/over-ons/' }, { hreflang: 'en', href: '/en/about-us/' }, { hreflang: 'de', href: '/de/uber-uns/' }, { hreflang: 'x-default', href: '/over-ons/' }] };

  it('goes to the current page\'s alternate in the chosen store view', () => {
    expect(languageTarget('de', head)).toBe('/de/uber-uns/');
    expect(languageTarget('nl', head)).toBe('/over-ons/');
  });

  it('goes to the chosen store view\'s home when the page has no alternate there', () => {
    expect(languageTarget('en', { alternates: [{ hreflang: 'nl', href: '/x/' }] })).toBe('/en/');
    expect(languageTarget('nl', undefined)).toBe('/');
    expect(languageTarget('de', {})).toBe('/de/');
  });
});
