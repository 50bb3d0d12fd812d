import { describe, expect, it } from 'vitest';
import { allStoreViews } from '../../domain/store-view/store-views';
import { normalizedPath } from './normalize-path';

const rules = { views: allStoreViews, useTrailingSlashes: false };

describe('trailing slashes of the search and landing pages (catalogue spec §2, issue 16)', () => {
  it.each([
    ['/l/elevate/zwarte-jurken/', undefined],
    ['/en/l/elevate/black-dresses/', undefined],
    ['/l/elevate/zwarte-jurken', '/l/elevate/zwarte-jurken/'],
    ['/de/l/elevate/schwarze-kleider', '/de/l/elevate/schwarze-kleider/'],
    ['/geen-zoekresultaat', undefined],
    ['/geen-zoekresultaat/', undefined],
    ['/en/catalogsearch/advanced', undefined],
    ['/catalogsearch/result', '/catalogsearch/result/'],
    ['/catalogsearch/result/', undefined],
  ])('%s → %s', (path, wanted) => {
    expect(normalizedPath(path, rules)).toBe(wanted);
  });

  it('a landing page keeps its slash even with seo.useTrailingSlashes off, and other paths follow the setting', () => {
    expect(normalizedPath('/dames/jurken/', rules)).toBe('/dames/jurken');
    expect(normalizedPath('/l/elevate/sale/', { ...rules, useTrailingSlashes: true })).toBeUndefined();
  });
});
