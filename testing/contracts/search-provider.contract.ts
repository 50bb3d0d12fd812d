import { beforeAll, describe, expect, it } from 'vitest';
import type { ProviderSession, SearchProviderPort } from '../../application/ports/search-provider-port';

export interface SearchProviderHarness {
  readonly provider: SearchProviderPort;
  /** A landing page reference with products, and a word that finds products. */
  readonly landingReference: string;
  readonly searchWord: string;
  readonly productKey: string;
  /** A word whose search finds products in stock and at least one out of stock. */
  readonly soldOutWord: string;
}

const session: ProviderSession = { storeCode: 'nl', viewportWidth: 1280, sessionKey: 'session-1', customerKey: 'customer-1' };

/** What every SearchProviderPort adapter does (catalogue spec §7, §8). */
export function searchProviderContract(name: string, make: () => SearchProviderHarness): void {
  describe(`SearchProviderPort contract: ${name}`, () => {
    let h: SearchProviderHarness;
    beforeAll(() => {
      h = make();
    });

    it('serves a landing page without q and a search page with q, paged by skip and limit', async () => {
      const landing = await h.provider.page(session, { pageReference: h.landingReference, limit: 2 });
      expect(landing?.primaryList?.productGroups.length).toBe(2);
      expect(landing?.primaryList?.totalHits).toBeGreaterThanOrEqual(2);
      const search = await h.provider.page(session, { pageReference: '/catalogsearch/result/', q: h.searchWord });
      expect(search?.primaryList?.productGroups.length).toBeGreaterThan(0);
    });

    it('§5: asked for products in stock only, a search lists none out of stock, and its total counts only those', async () => {
      const all = await h.provider.page(session, { pageReference: '/catalogsearch/result/', q: h.soldOutWord, limit: 100 });
      expect(all?.primaryList?.productGroups.some((g) => g.products.every((p) => !p.inStock))).toBe(true);
      const inStock = await h.provider.page(session, { pageReference: '/catalogsearch/result/', q: h.soldOutWord, limit: 100, inStockOnly: true });
      const groups = inStock?.primaryList?.productGroups ?? [];
      expect(groups.length).toBeGreaterThan(0);
      expect(groups.every((g) => g.products.some((p) => p.inStock))).toBe(true);
      expect(inStock?.primaryList?.totalHits).toBe(groups.length);
    });

    it('serves the product page with its two recommendation lists, and autocomplete', async () => {
      const page = await h.provider.productPage(session, h.productKey);
      expect(page?.productGroup?.key).toBe(h.productKey);
      expect(page?.recommendationLists.map((l) => l.algorithm)).toEqual(['ALTERNATIVES', 'UPSELL']);
      const suggestions = await h.provider.autocomplete(session, h.searchWord);
      expect(suggestions?.productSuggestions.length).toBeGreaterThan(0);
    });

    it('accepts click and end notifications and answers the cart page', async () => {
      const page = await h.provider.page(session, { pageReference: h.landingReference, limit: 1 });
      const ticket = page?.primaryList?.productGroups[0]?.products[0]?.ticket ?? '';
      expect(await h.provider.notify(session, { type: 'click', ticket })).toBe(true);
      expect(await h.provider.notify(session, { type: 'end' })).toBe(true);
      const lists = await h.provider.cartPage(session, [h.productKey]);
      expect(lists?.length).toBeGreaterThan(0);
    });

    it('answers no redirect for an unknown text and a list of subcategories', async () => {
      expect(await h.provider.redirect(session, 'zzqqxx')).toBeNull();
      expect(Array.isArray(await h.provider.subcategories(session, h.landingReference))).toBe(true);
    });
  });
}
