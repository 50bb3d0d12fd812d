import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { alternateProductPath, canonicalProductPath, childSkuInQuery, productLocation } from './product-url';

const broek = { sku: 'KTR-10607', slug: 'premium-broek-greta-10607', url_path: 'kinderen/jongens/broeken/premium-broek-greta-10607' };

describe('one canonical product URL per store view (catalogue spec §2)', () => {
  it('is the url_path with the URL dispatcher, else /p/{sku}/{slug}', () => {
    expect(canonicalProductPath('nl', broek, true)).toBe('/kinderen/jongens/broeken/premium-broek-greta-10607');
    expect(canonicalProductPath('en', { ...broek, url_path: '/kids/boys/trousers/premium-trousers-greta-10607/' }, true)).toBe(
      '/en/kids/boys/trousers/premium-trousers-greta-10607',
    );
    expect(canonicalProductPath('de', broek, false)).toBe('/de/p/KTR-10607/premium-broek-greta-10607');
    expect(canonicalProductPath('nl', { sku: 'A B', url_key: 'a b' }, true)).toBe('/p/A%20B/a%20b');
    expect(canonicalProductPath('nl', { sku: 'X-1' }, true)).toBe('/p/X-1/X-1');
  });

  it('carries the chosen child as query on a url_path and as path segment on /p/', () => {
    const onPath = canonicalProductPath('en', broek, true);
    expect(childSkuInQuery(onPath, 'en')).toBe(true);
    expect(productLocation(onPath, 'en', 'KTR-10607-BRN-134')).toBe(`${onPath}?childSku=KTR-10607-BRN-134`);
    const onP = canonicalProductPath('en', broek, false);
    expect(childSkuInQuery(onP, 'en')).toBe(false);
    expect(productLocation(onP, 'en', 'KTR-10607-BRN-134')).toBe('/en/p/KTR-10607/premium-broek-greta-10607/KTR-10607-BRN-134');
    expect(productLocation(onP, 'en', undefined)).toBe(onP);
  });

  it("builds the alternates from the other store views' links in the same form as the canonical", () => {
    expect(alternateProductPath('de', 'KTR-10607', '/de/kinder/jungen/hosen/premium-hose-greta-10607', true)).toBe(
      '/de/kinder/jungen/hosen/premium-hose-greta-10607',
    );
    expect(alternateProductPath('de', 'KTR-10607', '/de/kinder/jungen/hosen/premium-hose-greta-10607', false)).toBe('/de/p/KTR-10607/premium-hose-greta-10607');
    expect(alternateProductPath('en', 'KTR-1', '/en/', false)).toBe('/en/p/KTR-1/en');
    expect(alternateProductPath('en', 'KTR-1', '/', false)).toBe('/en/p/KTR-1/KTR-1');
    expect(alternateProductPath('en', 'KTR-1', '/en/x/%ZZ', false)).toBe('/en/p/KTR-1/%25ZZ');
  });

  test.prop([fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), fc.boolean()])(
    'the canonical is the same from any of its forms',
    (sku, slug, dispatcher) => {
      const canonical = canonicalProductPath('nl', { sku, slug }, dispatcher);
      // Without a url_path, both settings agree on /p/{sku}/{slug}, and the alternate of that path gives it back.
      expect(canonical).toBe(canonicalProductPath('nl', { sku, slug }, !dispatcher));
      expect(alternateProductPath('nl', sku, canonical, false)).toBe(canonical);
    },
  );
});
