import { beforeAll, describe, expect, it } from 'vitest';
import type { UrlMapPort } from '../../application/ports/url-map-port';

export interface UrlMapHarness {
  readonly urlMap: UrlMapPort;
  readonly product: { readonly url: string; readonly sku: string };
  readonly category: { readonly url: string };
  /** A category of the en store view, by its url_path. */
  readonly enCategory: { readonly url: string };
  readonly redirect: { readonly requestPath: string; readonly targetPath: string };
}

/** What every UrlMapPort adapter does (cart spec §2, §7). */
export function urlMapContract(name: string, make: () => UrlMapHarness): void {
  describe(`UrlMapPort contract: ${name}`, () => {
    let h: UrlMapHarness;
    beforeAll(() => {
      h = make();
    });

    it('maps a product and a category url, with or without the leading slash', async () => {
      const product = await h.urlMap.map('nl', h.product.url);
      expect(product?._type).toBe('product');
      expect(product?._source.sku).toBe(h.product.sku);
      expect((await h.urlMap.map('nl', `/${h.product.url}`))?._source.sku).toBe(h.product.sku);
      expect((await h.urlMap.map('nl', h.category.url))?._type).toBe('category');
    });

    it('drops the store prefix of a non-default store view', async () => {
      expect((await h.urlMap.map('en', `/en/${h.enCategory.url}`))?._type).toBe('category');
      expect((await h.urlMap.map('en', h.enCategory.url))?._type).toBe('category');
    });

    it('answers null for an unknown url', async () => {
      expect(await h.urlMap.map('nl', 'no/such/page')).toBeNull();
      expect(await h.urlMap.map('nl', '/')).toBeNull();
    });

    it('finds a stored redirect by request_path, and null for none', async () => {
      const redirect = await h.urlMap.redirect('nl', `/${h.redirect.requestPath}`);
      expect(redirect?.target_path).toBe(h.redirect.targetPath);
      expect([301, 302]).toContain(redirect?.redirect_type);
      expect(await h.urlMap.redirect('nl', 'no/such/redirect')).toBeNull();
    });
  });
}
