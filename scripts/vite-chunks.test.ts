import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { screenChunkNamer } from './vite-chunks.ts';

const ui = (path: string) => `/work/main/ui/${path}`;
const screens = {
  home: ui('content/HomePage.tsx'),
  blog: ui('content/BlogPage.tsx'),
  category: ui('catalog/CategoryPage.tsx'),
  search: ui('search/SearchResultsPage.tsx'),
  product: ui('product/ProductPage.tsx'),
  checkout: ui('checkout/CheckoutPage.tsx'),
  newsletterSlot: ui('components/NewsletterForm.tsx'),
};

/** A module graph as rolldown's chunking context shows it: each module's static importers. */
function graph(importers: Record<string, readonly string[]>) {
  return { getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }) };
}

describe('the chunks of the public screens (issue 18)', () => {
  const context = graph({
    [ui('components/ProductCard.tsx')]: [ui('catalog/ProductListing.tsx'), ui('content/blocks/ProductCarouselBlock.tsx')],
    [ui('catalog/ProductListing.tsx')]: [screens.category, screens.search],
    [ui('content/blocks/ProductCarouselBlock.tsx')]: [ui('content/StoryPageView.tsx')],
    [ui('content/StoryPageView.tsx')]: [screens.home, screens.blog],
    [ui('catalog/FacetFilters.tsx')]: [ui('catalog/ProductListing.tsx')],
    [ui('product/OptionPicker.tsx')]: [screens.product, ui('product/SizeSelectorModal.tsx')],
    [ui('components/Field.tsx')]: [screens.newsletterSlot, ui('checkout/AddressForm.tsx')],
    [ui('checkout/AddressForm.tsx')]: [screens.checkout],
    [ui('product/size-guide.ts')]: [ui('product/SizeGuideModal.tsx')],
  });

  it('puts what two families share in `screens`, and what one family shares in its own chunk', () => {
    const name = screenChunkNamer();
    expect(name(ui('components/ProductCard.tsx'), context)).toBe('screens');
    expect(name(ui('catalog/FacetFilters.tsx'), context)).toBe('screens-listing');
    expect(name(ui('content/blocks/ProductCarouselBlock.tsx'), context)).toBe('screens-content');
    expect(name(ui('product/OptionPicker.tsx'), context)).toBe('screens-product');
  });

  it('keeps what a frame slot imports out of the families, and leaves what only lazy code reaches alone', () => {
    const name = screenChunkNamer();
    expect(name(ui('components/Field.tsx'), context)).toBe('screens-every-page');
    expect(name(ui('product/size-guide.ts'), context)).toBeNull();
  });

  it('ends on an import cycle', () => {
    const cycle = graph({ [ui('a.ts')]: [ui('b.ts')], [ui('b.ts')]: [ui('a.ts'), screens.category] });
    expect(screenChunkNamer()(ui('a.ts'), cycle)).toBe('screens-listing');
  });

  it('names a chunk by every family that reaches the module, whatever the shape of the graph', () => {
    const families = { content: screens.home, listing: screens.category, product: screens.product } as const;
    const modules = ['m0', 'm1', 'm2', 'm3', 'm4', 'm5'].map((m) => ui(`x/${m}.ts`));
    const importerOf = fc.constantFrom(...modules, ...Object.values(families));
    fc.assert(
      fc.property(fc.array(fc.array(importerOf, { maxLength: 4 }), { minLength: modules.length, maxLength: modules.length }), (lists) => {
        const importers = Object.fromEntries(modules.map((m, i) => [m, lists[i] ?? []]));
        // The model: each module's families, grown until nothing changes (a fixed point, not a walk).
        const familyOf = new Map<string, string>(Object.entries(families).map(([family, screen]) => [screen, family]));
        const found = new Map(modules.map((m) => [m, new Set<string>()]));
        for (let changed = true; changed; ) {
          changed = false;
          for (const m of modules) {
            const own = found.get(m) ?? new Set<string>();
            const before = own.size;
            for (const importer of importers[m] ?? []) {
              const family = familyOf.get(importer);
              if (family !== undefined) own.add(family);
              else for (const f of found.get(importer) ?? []) own.add(f);
            }
            changed ||= own.size !== before;
          }
        }
        const name = screenChunkNamer();
        for (const m of modules) {
          const reached = [...(found.get(m) ?? [])];
          const expected = reached.length === 0 ? null : reached.length === 1 ? `screens-${reached[0]}` : 'screens';
          expect(name(m, graph(importers))).toBe(expected);
        }
      }),
    );
  });
});
