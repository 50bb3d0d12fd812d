import { describe, expect, it } from 'vitest';
import { allStoreViews } from '../../domain/store-view/store-views';
import fc from 'fast-check';
import { normalizedPath, pathNormalizer } from './normalize-path';

const rules = { views: allStoreViews, useTrailingSlashes: false };

describe('trailing slashes of the search and landing pages (catalogue spec §2)', () => {
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

describe('the normalizer a server keeps (warm pages ask it on every request)', () => {
  const pathOf = fc
    .array(fc.constantFrom('', 'nl', 'en', 'de', 'dames', 'l', 'elevate', 'catalogsearch', 'result', 'x', '%20', '.'), { maxLength: 5 })
    .map((parts) => `/${parts.join('/')}`);

  it('answers as normalizedPath does, asked once or again, within its bound', () => {
    fc.assert(
      fc.property(fc.array(pathOf, { maxLength: 40 }), fc.boolean(), (paths, slashes) => {
        const own = { ...rules, useTrailingSlashes: slashes };
        const normalize = pathNormalizer(own, { entries: 8, pathLength: 256 });
        for (const path of [...paths, ...paths]) expect(normalize(path)).toBe(normalizedPath(path, own));
      }),
    );
  });

  it('keeps at most its entries, the oldest going first, and never a path longer than its limit', () => {
    let calls = 0;
    const counting = {
      ...rules,
      get views() {
        calls += 1;
        return allStoreViews;
      },
    };
    const normalize = pathNormalizer(counting, { entries: 2, pathLength: 10 });
    const asked = (path: string) => {
      const before = calls;
      normalize(path);
      return calls > before;
    };
    expect(asked('/a')).toBe(true);
    expect(asked('/a')).toBe(false);
    expect(asked('/b')).toBe(true);
    expect(asked('/b')).toBe(false);
    expect(asked('/c')).toBe(true);
    expect(asked('/a')).toBe(true);
    expect(asked('/c')).toBe(false);
    expect(asked('/much-longer-path')).toBe(true);
    expect(asked('/much-longer-path')).toBe(true);
  });
});
